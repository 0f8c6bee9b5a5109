import type { Locale } from '../../../protocol/locales';
import type { MailStrings } from './mail-strings';
import { strings as en } from './locales/en';
import { strings as ar } from './locales/ar';
import { strings as he } from './locales/he';
import { strings as fa } from './locales/fa';
import { strings as de } from './locales/de';
import { strings as fr } from './locales/fr';
import { strings as es } from './locales/es';
import { strings as it } from './locales/it';
import { strings as pt } from './locales/pt';
import { strings as nl } from './locales/nl';
import { strings as pl } from './locales/pl';
import { strings as cs } from './locales/cs';
import { strings as sv } from './locales/sv';
import { strings as da } from './locales/da';
import { strings as nb } from './locales/nb';
import { strings as fi } from './locales/fi';
import { strings as el } from './locales/el';
import { strings as hu } from './locales/hu';
import { strings as ro } from './locales/ro';
import { strings as ca } from './locales/ca';
import { strings as ru } from './locales/ru';
import { strings as uk } from './locales/uk';
import { strings as tr } from './locales/tr';
import { strings as hi } from './locales/hi';
import { strings as bn } from './locales/bn';
import { strings as ja } from './locales/ja';
import { strings as ko } from './locales/ko';
import { strings as zhCN } from './locales/zh-CN';
import { strings as zhTW } from './locales/zh-TW';
import { strings as th } from './locales/th';
import { strings as vi } from './locales/vi';
import { strings as id } from './locales/id';
import { strings as ms } from './locales/ms';

/** The default mails' words in every shipped locale; the type refuses a locale left out (docs/i18n.md "E-mails"). */
export const MAIL_STRINGS: { readonly [L in Locale]: MailStrings } = {
  en,
  ar,
  he,
  fa,
  de,
  fr,
  es,
  it,
  pt,
  nl,
  pl,
  cs,
  sv,
  da,
  nb,
  fi,
  el,
  hu,
  ro,
  ca,
  ru,
  uk,
  tr,
  hi,
  bn,
  ja,
  ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  th,
  vi,
  id,
  ms,
};
