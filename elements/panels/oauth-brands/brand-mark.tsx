import { brandOf } from './brands';

/** A provider's mark, decorative (the button or list item next to it names the provider). */
export function BrandMark({ provider }: { provider: string }) {
  const brand = brandOf(provider);
  return (
    <svg className="brand-mark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={brand.d} fill={brand.color ?? 'currentColor'} fillRule="evenodd" />
    </svg>
  );
}
