import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { standInApi } from '../../../testing/test-utils.tsx';
import { imageTypeOf, proofImageProblem, uploadFile } from './upload-file.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('proof images', () => {
  it('takes png and jpg of at most 5 MB, by type or, without one, by name', () => {
    expect(proofImageProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(proofImageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(proofImageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('size');
    expect(proofImageProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(proofImageProblem({ type: 'application/pdf', name: 'slip.png', size: 10 })).toBe('type');
    expect(imageTypeOf({ type: '', name: 'SLIP.JPG' })).toBe('image/jpeg');
    expect(imageTypeOf({ type: '', name: 'slip.heic' })).toBe('');
  });

  it('uploads the raw image with its content type, the session headers and the purpose', async () => {
    sessionStorage.setItem('token', 'tok');
    sessionStorage.setItem('merchantCode', 'lotus');
    const { calls, fetchMock } = standInApi({ 'PUT /wps/files': { value: { fileId: 5 } } });
    const file = new File([new Uint8Array(8)], 'slip.jpeg', { type: '' });
    expect(await uploadFile(file, 'withdrawal_proof')).toEqual({ fileId: 5 });
    expect(calls[0]?.query.get('purpose')).toBe('withdrawal_proof');
    expect(calls[0]?.contentType).toBe('image/jpeg');
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('token')).toBe('tok');
    expect(headers.get('merchant')).toBe('lotus');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeInstanceOf(Blob);
  });

  it('turns a refusal into the server’s ApiError', async () => {
    standInApi({
      'PUT /wps/files': { status: 415, code: 'upload_type', messageKey: 'err_upload_type' },
    });
    const file = new File(['x'], 'slip.png', { type: 'image/png' });
    const failure = await uploadFile(file, 'deposit_proof').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('upload_type');
  });
});
