/**
 * Loaded (`--import`) into every PDF child before its entry module: whatever a child might write
 * (pdf.js and tesseract write nothing today) is readable by the service's account only (review L6).
 * Plain JavaScript, because worker threads inherit the flag and may not have the TypeScript loader;
 * they share the process umask and may not set it themselves.
 */
import { isMainThread } from 'node:worker_threads';

if (isMainThread) process.umask(0o077);
