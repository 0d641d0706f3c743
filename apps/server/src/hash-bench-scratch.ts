import { hashPassword, hashPasswords } from './lib/crypto';
const pw = Array.from({ length: 300 }, (_, i) => `Init${i}Pass!x`);
for (let round = 0; round < 2; round++) {
  let t = performance.now();
  for (const p of pw) await hashPassword(p);
  const seq = performance.now() - t;
  t = performance.now();
  await hashPasswords(pw);
  const par = performance.now() - t;
  console.log(`300 hashes: one at a time ${Math.round(seq)} ms, in parallel ${Math.round(par)} ms`);
}
