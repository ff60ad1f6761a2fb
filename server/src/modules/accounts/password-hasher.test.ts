import { hashPassword, verifyPassword } from './password-hasher';

describe('password hashing', () => {
  it('stores scrypt parameters and a random salt, never the password', async () => {
    const a = await hashPassword('abc12345');
    const b = await hashPassword('abc12345');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toContain('abc12345');
    expect(a).not.toBe(b);
  });

  it('accepts the right password and refuses a wrong or malformed one', async () => {
    const stored = await hashPassword('abc12345');
    await expect(verifyPassword('abc12345', stored)).resolves.toBe(true);
    await expect(verifyPassword('abc12346', stored)).resolves.toBe(false);
    await expect(verifyPassword('abc12345', 'plain$text')).resolves.toBe(false);
  });
});
