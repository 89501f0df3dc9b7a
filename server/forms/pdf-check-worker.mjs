// The CV check itself, run in worker threads that server/forms/pdf-check.ts
// starts with a time limit and a heap limit and reuses: a hostile PDF (a
// decompression bomb, a million tiny objects) costs a worker, never the
// site's event loop or memory. Plain JavaScript so Node runs it as it is, in
// development and tests and beside the server's bundle (vite.config.ts
// copies it there).
//
// The file is parsed by pdf-lib (docs/decisions: the PDF library record):
// it must have a catalog whose page tree holds at least one page. Then
// every object it holds (object streams included) is walked for active
// content a plain export never has: JavaScript, launch actions, embedded
// files and the like. It says { ready } once loaded, then each request
// { file } gets one answer { verdict, ... }.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const pdfLib = require('pdf-lib');
const { PDFDocument, PDFDict, PDFArray, PDFName, PDFStream, PDFInvalidObject } = pdfLib;

/**
 * The most one stream may inflate to. pdf-lib inflates object streams whole
 * while it loads and has no limit of its own, and its buffers lie outside
 * the heap limit the worker runs under: a 5 MB deflate of zeros would
 * become 5 GB. Its one growth point (pdf-lib is pinned at 1.17, its last
 * release) refuses past this; a CV's object streams hold a few kB each.
 */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;
const DecodeStream = require('pdf-lib/cjs/core/streams/DecodeStream').default;
const ensureBuffer = DecodeStream.prototype.ensureBuffer;
/** Set when a stream of the file being checked went past the limit (pdf-lib may swallow the error and go on). */
let overInflated = false;
DecodeStream.prototype.ensureBuffer = function (requested) {
  if (requested > MAX_INFLATED_BYTES) {
    overInflated = true;
    throw new Error(`a stream inflates past ${MAX_INFLATED_BYTES} bytes`);
  }
  return ensureBuffer.call(this, requested);
};

/** Action types (/S) that run something, reach outside the file, or play embedded media. */
const ACTIVE_ACTIONS = new Map([
  ['JavaScript', 'JavaScript'],
  ['Launch', 'a launch action'],
  ['GoToE', 'an embedded file'],
  ['ImportData', 'an import action'],
  ['Rendition', 'a media action'],
  ['RichMediaExecute', 'rich media'],
]);
/** Keys whose presence alone is active content. */
const ACTIVE_KEYS = new Map([
  ['JS', 'JavaScript'],
  ['JavaScript', 'JavaScript'],
  ['XFA', 'an XFA form (scripts)'],
  ['EmbeddedFiles', 'an embedded file'],
  ['EF', 'an embedded file'],
  ['RichMediaContent', 'rich media'],
]);
/** Object types (/Type or /Subtype) that carry a file or media. */
const ACTIVE_TYPES = new Map([
  ['EmbeddedFile', 'an embedded file'],
  ['FileAttachment', 'an embedded file'],
  ['RichMedia', 'rich media'],
  ['Movie', 'rich media'],
  ['Sound', 'rich media'],
  ['Screen', 'rich media'],
]);

/**
 * Text as a viewer reads a name: pdf-lib decodes `#xx` escapes only in upper
 * case, and viewers accept both (`/#4aavaScript` is /JavaScript to Acrobat),
 * so the escapes are decoded here in either case.
 */
function unescaped(text) {
  for (let i = 0; i < 3 && text.includes('#'); i++) text = text.replace(/#([0-9a-f]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return text;
}
const nameOf = (name) => unescaped(name.asString().slice(1));

/** The names above, as they appear in the raw bytes of an object pdf-lib could not parse. */
const ACTIVE_BYTES = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|EF|XFA|RichMedia\w*|GoToE|ImportData)(?![A-Za-z])/;

/** What active content an object holds (undefined: none); walks nested arrays and dictionaries without recursion. */
function activeIn(root) {
  const stack = [root];
  while (stack.length > 0) {
    const obj = stack.pop();
    if (obj instanceof PDFInvalidObject) {
      // Bytes pdf-lib could not parse but a laxer viewer might: refused if they name active content.
      if (ACTIVE_BYTES.test(unescaped(Buffer.from(obj.data).toString('latin1')))) return 'active content in a damaged object';
      continue;
    }
    const dict = obj instanceof PDFStream ? obj.dict : obj instanceof PDFDict ? obj : undefined;
    if (dict) {
      for (const [key, value] of dict.entries()) {
        const k = nameOf(key);
        if (ACTIVE_KEYS.has(k)) return ACTIVE_KEYS.get(k);
        if (value instanceof PDFName) {
          const v = nameOf(value);
          if (k === 'S' && ACTIVE_ACTIONS.has(v)) return ACTIVE_ACTIONS.get(v);
          if ((k === 'Type' || k === 'Subtype') && ACTIVE_TYPES.has(v)) return ACTIVE_TYPES.get(v);
        } else {
          stack.push(value);
        }
      }
    } else if (obj instanceof PDFArray) {
      for (const item of obj.asArray()) stack.push(item);
    }
  }
  return undefined;
}

async function check(file) {
  const bytes = await readFile(file);
  overInflated = false;
  let doc;
  try {
    // Nothing is written back, and the parser need not yield: this thread has nothing else to do.
    // Encryption is read from the loaded document (pdf-lib's EncryptedPDFError fails instanceof).
    doc = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: Infinity, ignoreEncryption: true });
  } catch (err) {
    return { verdict: 'notPdf', reason: String(err?.message ?? err).slice(0, 200) };
  }
  if (overInflated) return { verdict: 'tooComplex', reason: `a stream inflates past ${MAX_INFLATED_BYTES} bytes` };
  if (doc.isEncrypted) return { verdict: 'protected' };
  let pages;
  try {
    pages = doc.getPageCount();
  } catch (err) {
    return { verdict: 'notPdf', reason: String(err?.message ?? err).slice(0, 200) };
  }
  if (!(doc.catalog instanceof PDFDict) || pages < 1) return { verdict: 'notPdf', reason: 'no pages' };
  const objects = doc.context.enumerateIndirectObjects();
  // The trailer too: a viewer reads /Root, /Info and the like from it.
  const trailer = Object.values(doc.context.trailerInfo).filter(Boolean);
  for (const obj of [...trailer, ...objects.map(([, o]) => o)]) {
    const found = activeIn(obj);
    if (found) return { verdict: 'active', what: found };
  }
  return { verdict: 'pdf', pages, objects: objects.length };
}

parentPort.on('message', ({ file }) => {
  check(file).then(
    (answer) => parentPort.postMessage(answer),
    (err) => parentPort.postMessage({ verdict: 'notPdf', reason: String(err?.message ?? err).slice(0, 200) }),
  );
});
parentPort.postMessage({ ready: true });
