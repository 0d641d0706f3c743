import { expect, it } from 'vitest';
import { browserAddress } from './listen-address';

it('names the host the server listens on, or localhost when it listens on every interface', () => {
  expect(browserAddress('0.0.0.0', 8080, '')).toBe('http://localhost:8080/');
  expect(browserAddress('::', 8080, '/exam')).toBe('http://localhost:8080/exam/');
  expect(browserAddress('127.0.0.1', 3000, '')).toBe('http://127.0.0.1:3000/');
  expect(browserAddress('exam.school.example', 80, '')).toBe('http://exam.school.example:80/');
  expect(browserAddress('::1', 8080, '')).toBe('http://[::1]:8080/');
});
