import { describe, expect, it } from 'vitest';
import { addressBytes, isPrivateAddress } from './private-address';

describe('isPrivateAddress', () => {
  it('refuses loopback, private, link-local, CGNAT, "this network", multicast and reserved IPv4', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '0.1.2.3',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '192.0.0.8',
      '198.18.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('lets public IPv4 through, including the neighbours of the private ranges', () => {
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '1.1.1.1',
      '11.0.0.1',
      '172.15.255.255',
      '172.32.0.1',
      '192.169.0.1',
      '100.63.255.255',
      '100.128.0.1',
      '169.253.0.1',
      '126.255.255.255',
      '223.255.255.255',
    ]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses loopback, unspecified, unique-local, link-local, site-local and multicast IPv6', () => {
    for (const address of ['::1', '::', '0:0:0:0:0:0:0:1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'fe80::1%eth0', 'febf::1', 'fec0::1', 'ff02::1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('refuses IPv4 addresses written inside IPv6: mapped, compatible, NAT64 and 6to4, dotted or in hex', () => {
    for (const address of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::FFFF:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '::ffff:10.1.2.3',
      '::127.0.0.1',
      '64:ff9b::10.0.0.1',
      '2002:c0a8:0101::1',
      '::ffff:0.0.0.0',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['::ffff:93.184.216.34', '::ffff:5db8:d822', '64:ff9b::8.8.8.8', '2002:5db8:d822::1']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('lets public IPv6 through', () => {
    for (const address of ['2606:4700:4700::1111', '2001:4860:4860::8888', '2a00:1450:4001:82a::200e']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('counts anything that is not an IP address as private', () => {
    for (const value of ['', 'localhost', 'example.com', '256.1.1.1', '1.2.3', '[::1]', 'fe80::1::2']) {
      expect(isPrivateAddress(value), value).toBe(true);
    }
  });
});

describe('addressBytes', () => {
  it('expands IPv6 with :: and a dotted tail into 16 bytes', () => {
    expect(addressBytes('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 1, 2, 3, 4]);
    expect(addressBytes('2001:db8::1')).toEqual([0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(addressBytes('1:2:3:4:5:6:7:8')?.length).toBe(16);
    expect(addressBytes('10.0.0.1')).toEqual([10, 0, 0, 1]);
  });
});
