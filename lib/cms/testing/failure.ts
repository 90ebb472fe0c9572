import { expect } from '@jest/globals';
import { CmsError } from '@/lib/kit';

/** The error a read fails with; fails the test if the read succeeds. */
export async function failure(read: () => Promise<unknown>): Promise<CmsError> {
  try {
    await read();
  } catch (error) {
    expect(error).toBeInstanceOf(CmsError);
    return error as CmsError;
  }
  throw new Error('expected the read to fail');
}
