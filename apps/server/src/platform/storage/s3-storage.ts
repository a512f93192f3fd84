import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MAGIC_BYTES } from './image-bytes.ts';
import { OBJECT_KEY, type Storage, type StoredObject } from './storage.ts';

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** An S3-compatible store (MinIO, S3, OSS…): the browser PUTs to a presigned URL, as in mall4cloud. */
export class S3Storage implements Storage {
  readonly driver = 's3';
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      credentials: { accessKeyId: options.accessKey, secretAccessKey: options.secretKey },
      forcePathStyle: true,
    });
  }

  presignPut(key: string, ttlSeconds: number): Promise<string> {
    return getSignedUrl(this.client, new PutObjectCommand({ Bucket: this.options.bucket, Key: key }), { expiresIn: ttlSeconds });
  }

  async inspect(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      const size = head.ContentLength ?? 0;
      const contentType = head.ContentType ?? '';
      if (size === 0) return { size, head: new Uint8Array(), contentType };
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key, Range: `bytes=0-${MAGIC_BYTES - 1}` }));
      const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
      return { size, head: bytes.subarray(0, MAGIC_BYTES), contentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** The object copied onto itself with new metadata: the store then answers it with `contentType`. */
  async serveAs(key: string, contentType: string): Promise<void> {
    const { bucket } = this.options;
    await this.client.send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: key,
        CopySource: `${bucket}/${key}`,
        MetadataDirective: 'REPLACE',
        ContentType: contentType,
      }),
    );
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  /** Keys come back in key order, so the listing starts at `from` and stops at the first key past the window. */
  async *keysBetween(from: string, to: string): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.options.bucket, StartAfter: token ? undefined : from, ContinuationToken: token }),
      );
      for (const { Key: key } of page.Contents ?? []) {
        if (!key || key >= to) return;
        if (OBJECT_KEY.test(key)) yield key;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  destroy(): void {
    this.client.destroy();
  }
}
