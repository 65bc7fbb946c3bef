import { describe, expect, it } from 'vitest';
import { amzDateOf, EMPTY_PAYLOAD_SHA256, sha256Hex, signS3Request } from './s3-signature';

// The worked examples of Amazon's "Signature Calculations for the Authorization Header" (S3 API reference),
// with its published example credentials: an independent check of our hand-written signer.
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const date = new Date('2013-05-24T00:00:00Z');

describe('signS3Request', () => {
  it('reproduces the GET Object example of the S3 documentation', () => {
    const signed = signS3Request({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadSha256: EMPTY_PAYLOAD_SHA256,
      region: 'us-east-1',
      credentials,
      date,
    });
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_PAYLOAD_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_PAYLOAD_SHA256,
      ].join('\n'),
    );
    expect(sha256Hex(signed.canonicalRequest)).toBe(
      '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('reproduces the GET Bucket (list objects) example, whose query string is sorted and encoded', () => {
    const signed = signS3Request({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'),
      payloadSha256: EMPTY_PAYLOAD_SHA256,
      region: 'us-east-1',
      credentials,
      date,
    });
    expect(signed.signature).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('changes the signature when the secret, the body hash or the path changes', () => {
    const base = {
      method: 'PUT',
      url: new URL('http://127.0.0.1:9000/bucket/folder/file.png'),
      payloadSha256: sha256Hex('content'),
      region: 'us-east-1',
      credentials,
      date,
    };
    const signature = signS3Request(base).signature;
    expect(
      signS3Request({ ...base, credentials: { ...credentials, secretAccessKey: 'other' } }).signature,
    ).not.toBe(signature);
    expect(signS3Request({ ...base, payloadSha256: sha256Hex('other content') }).signature).not.toBe(
      signature,
    );
    expect(
      signS3Request({ ...base, url: new URL('http://127.0.0.1:9000/bucket/folder/other.png') }).signature,
    ).not.toBe(signature);
  });

  it('writes the date as the compact ISO form', () => {
    expect(amzDateOf(new Date('2024-02-29T13:04:05.678Z'))).toBe('20240229T130405Z');
  });
});
