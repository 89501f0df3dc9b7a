// Reading a post's body, the pipeline's first step after admission: JSON or
// urlencoded within MAX_JSON_BYTES, or multipart with one file streamed to
// disk in the outbox's tmp/ (never whole in memory) within the form's
// limits. A body that cannot be read becomes a refusal, never an exception.
// An upload turned away before its turn (rate limit, busy, disk full) is
// read for its text fields only, the file streamed to nowhere, so a browser
// without JavaScript gets its form back filled in.
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import multer from 'multer';
import { watchPace, type PaceOptions } from './apply/upload-pace';
import { fieldParsers, readFields as parseFields, runMiddleware as run, wantsHtml } from '../http/request-body';
import type { FormDefinition, Refusal, StagedFile } from './form-definition';
import { MAX_JSON_BYTES } from '../../shared/schemas/limits';

/**
 * The disk's refusals while an upload is written (full, read-only, out of
 * descriptors, the folder gone): the site's trouble, not the visitor's, so
 * the answer is 503 "try again later", never "your form could not be read".
 */
const STORAGE_ERRORS = new Set([
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EACCES',
  'EPERM',
  'EIO',
  'ENOENT',
  'ENOTDIR',
  'EMFILE',
  'ENFILE',
]);

/** A multer storage engine that reads a file to its end and keeps nothing. */
function drainFile(
  _req: Request,
  file: Express.Multer.File,
  cb: (error?: unknown, info?: Partial<Express.Multer.File>) => void,
) {
  file.stream.once('error', cb);
  file.stream.once('end', () => cb(null, { size: 0 }));
  file.stream.resume();
}

const parsers = fieldParsers({ limitBytes: MAX_JSON_BYTES, fields: 30 });

/** What was read: the staged file (if any) and, when the body could not be read, the refusal. */
export interface ReadResult {
  file?: StagedFile;
  refusal?: Refusal;
}

/** Read a body to its end and discard it, unless it is too slow; true when it was read whole. */
async function discardBody(req: Request, pace: PaceOptions): Promise<boolean> {
  const watch = pace.minBytesPerS > 0 ? watchPace(req, pace) : undefined;
  const ended = new Promise<boolean>((resolve) => {
    req.once('end', () => resolve(true));
    req.once('close', () => resolve(req.complete));
    req.resume();
  });
  const whole = await Promise.race([ended, ...(watch ? [watch.tooSlow.then(() => false)] : [])]);
  watch?.stop();
  return whole;
}

/** Urlencoded or JSON, within MAX_JSON_BYTES. */
async function readFields(req: Request, res: Response): Promise<ReadResult> {
  const err = (await parseFields(req, res, parsers)) as { status?: number; type?: string } | undefined;
  if (!err) return {};
  const tooLarge = err.type === 'entity.too.large' || err.status === 413;
  return {
    refusal: {
      status: tooLarge ? 413 : 400,
      fieldErrors: {},
      error: (t) => (tooLarge ? t.messages.forms.tooLarge : t.messages.forms.unreadable),
    },
  };
}

/** A multer error as the visitor's refusal. */
function uploadRefusal(req: Request, err: { code?: string }, field: string, form: string): Refusal {
  const code = err.code ?? '';
  if (code === 'LIMIT_FILE_SIZE') return { status: 413, fieldErrors: { [field]: ['resumeTooLarge'] } };
  if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE')
    return { status: 400, fieldErrors: { [field]: ['oneFile'] } };
  if (code.startsWith('LIMIT_')) return { status: 400, fieldErrors: { form: ['tooManyFields'] } };
  if (STORAGE_ERRORS.has(code)) {
    req.log?.error({ err, form }, 'upload could not be stored');
    return { status: 503, fieldErrors: {}, error: (t) => t.messages.forms.unavailable, retryAfterS: 300 };
  }
  return { status: 400, fieldErrors: {}, error: (t) => t.messages.forms.unreadable };
}

/** The body reader of one form: `read` for a post let in, `readTurnedAway` for one refused before its turn. */
export function bodyReader<T>(form: FormDefinition<T>, options: { tmpDir: string; pace: PaceOptions }) {
  const { pace } = options;
  const upload = form.upload;
  const uploadLimits = upload && {
    fileSize: upload.maxBytes,
    files: 1,
    fields: 20,
    fieldSize: 16 * 1024,
    parts: 30,
    headerPairs: 200,
  };
  const multipart = upload
    ? multer({
        // To disk in the outbox's tmp/, never whole in memory; the outbox
        // reads it into the store with the message and deletes it, or the pipeline deletes it.
        storage: multer.diskStorage({
          destination: options.tmpDir,
          filename: (_req, _file, cb) => cb(null, `upload-${randomBytes(12).toString('hex')}`),
        }),
        limits: uploadLimits,
        defParamCharset: 'utf8',
      }).single(upload.field)
    : undefined;
  const fieldsOnly = upload
    ? multer({
        storage: { _handleFile: drainFile, _removeFile: (_req, _file, cb) => cb(null) },
        limits: uploadLimits,
        defParamCharset: 'utf8',
      }).single(upload.field)
    : undefined;

  /** Read the body; a refusal when it cannot be read. */
  async function read(req: Request, res: Response): Promise<ReadResult> {
    if (!multipart || !upload) return readFields(req, res);
    const err = (await run(multipart, req, res)) as { code?: string } | undefined;
    const file = req.file
      ? { path: req.file.path, size: req.file.size, originalName: req.file.originalname }
      : undefined;
    return err ? { file, refusal: uploadRefusal(req, err, upload.field, form.name) } : { file };
  }

  /**
   * Read a turned-away post for a browser to get its values back (an
   * upload's text fields only), or discard it for a script; true when the
   * body was read whole (else the connection is closed after the answer).
   */
  async function readTurnedAway(req: Request, res: Response): Promise<boolean> {
    if (!wantsHtml(req)) return multipart ? discardBody(req, pace) : true;
    if (!fieldsOnly) return read(req, res).then(() => true);
    const watch = pace.minBytesPerS > 0 ? watchPace(req, pace) : undefined;
    const whole = await Promise.race([
      run(fieldsOnly, req, res).then(() => req.complete),
      ...(watch ? [watch.tooSlow.then(() => false)] : []),
    ]);
    watch?.stop();
    return whole;
  }

  return { multipart: Boolean(multipart), read, readTurnedAway };
}
