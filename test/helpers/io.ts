/** In-memory stdout/stderr for running the CLI in-process. */
import { Writable } from 'node:stream';

export class Capture extends Writable {
  chunks: Buffer[] = [];
  isTTY = false;
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.chunks.push(Buffer.from(chunk));
    done();
  }
  get text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
  get bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

export function captureIo(): { stdout: Capture; stderr: Capture } {
  return { stdout: new Capture(), stderr: new Capture() };
}
