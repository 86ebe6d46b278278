import { describe, it, expect } from 'vitest';
import { isDecimal, isEmail, isHttpUrl, isInteger, isMainlandPhone } from './strings';

describe('isEmail', () => {
  it.each([
    ['juan@example.com', true],
    ['juan.dela-cruz+loan@mail.example.ph', true],
    ['a_b%c@sub-domain.example.co', true],
    ['JUAN@EXAMPLE.COM', true],
    ['', false],
    ['juan', false],
    ['juan@', false],
    ['@example.com', false],
    ['juan@example', false],
    ['juan@example.c', false],
    ['juan@@example.com', false],
    ['juan dela@example.com', false],
    ['juan@-example.com', false],
    ['juan@example..com', false],
    [' juan@example.com', false],
  ])('%j → %s', (s, expected) => {
    expect(isEmail(s)).toBe(expected);
  });
});

describe('isMainlandPhone', () => {
  it.each([
    ['13812345678', true],
    ['10000000000', true],
    ['19999999999', true],
    ['', false],
    ['1381234567', false],
    ['138123456789', false],
    ['23812345678', false],
    ['09171234567', false],
    ['+8613812345678', false],
    ['1381234567a', false],
    ['138 1234 5678', false],
    [' 13812345678', false],
  ])('%j → %s', (s, expected) => {
    expect(isMainlandPhone(s)).toBe(expected);
  });
});

describe('isInteger', () => {
  it.each([
    ['0', true],
    ['42', true],
    ['-42', true],
    ['007', true],
    ['12345678901234567890', true],
    ['', false],
    ['-', false],
    ['+42', false],
    ['4.2', false],
    ['1e3', false],
    ['1,000', false],
    [' 42', false],
    ['42 ', false],
    ['--1', false],
  ])('%j → %s', (s, expected) => {
    expect(isInteger(s)).toBe(expected);
  });
});

describe('isDecimal', () => {
  it.each([
    ['0', true],
    ['42', true],
    ['-42', true],
    ['3.14', true],
    ['-0.5', true],
    ['1000.00', true],
    ['', false],
    ['-', false],
    ['.5', false],
    ['1.', false],
    ['1.2.3', false],
    ['+1.5', false],
    ['1,5', false],
    ['1e3', false],
    ['abc', false],
    [' 1.5', false],
  ])('%j → %s', (s, expected) => {
    expect(isDecimal(s)).toBe(expected);
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['http://example.com', true],
    ['https://example.com', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['https://pautang.example.ph/loan?id=1#terms', true],
    ['http://localhost:8080/path', true],
    ['http://192.168.0.1', true],
    ['https://user:pass@example.com/', true],
    ['https://[::1]:3000/', true],
    ['', false],
    ['example.com', false],
    ['ftp://example.com', false],
    ['javascript:alert(1)', false],
    ['http://', false],
    ['https://', false],
    ['http:///path', false],
    ['http:/example.com', false],
    ['http:example.com', false],
    ['http://exa mple.com', false],
    ['http://:80', false],
    ['http://user@', false],
    [' https://example.com', false],
  ])('%j → %s', (s, expected) => {
    expect(isHttpUrl(s)).toBe(expected);
  });
});
