// The CV check itself, run in worker threads that server/forms/apply/pdf-check.ts
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
//
// pdf-lib reads a file from start to end and keeps the last object of each
// number; a viewer finds objects through the cross-reference data instead.
// Where the two differ (an object written twice, an object inside another
// one's stream, an object stream not marked as one), a check of pdf-lib's
// objects alone misses what a viewer runs. So every object pdf-lib reads is
// checked, superseded ones too, and the cross-reference sections a viewer
// follows (from each startxref, through /Prev and /XRefStm) are read with
// pdf-lib's own parsers: every object they point at that pdf-lib did not
// read at that offset, and every object stream they name, is checked too.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const pdfLib = require('pdf-lib');
const {
  PDFDocument,
  PDFDict,
  PDFArray,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFStream,
  PDFRawStream,
  PDFInvalidObject,
  PDFParser,
  PDFObjectStreamParser,
  PDFXRefStreamParser,
  PDFContext,
} = pdfLib;

/** Every object assigned while a file is read (superseded ones included), and where pdf-lib read indirect objects. */
let assigned = [];
let readAt = new Set();
const assign = PDFContext.prototype.assign;
PDFContext.prototype.assign = function (ref, object) {
  assigned.push(object);
  return assign.call(this, ref, object);
};
const parseIndirectObject = PDFParser.prototype.parseIndirectObject;
PDFParser.prototype.parseIndirectObject = function () {
  readAt.add(this.bytes.offset());
  return parseIndirectObject.call(this);
};

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
  for (let i = 0; i < 3 && text.includes('#'); i++)
    text = text.replace(/#([0-9a-f]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
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
      if (ACTIVE_BYTES.test(unescaped(Buffer.from(obj.data).toString('latin1'))))
        return 'active content in a damaged object';
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
  assigned = [];
  readAt = new Set();
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
  const asViewerReads = await viewerObjects(bytes, doc.context);
  for (const obj of new Set([...trailer, ...objects.map(([, o]) => o), ...assigned, ...asViewerReads])) {
    const found = activeIn(obj);
    if (found) return { verdict: 'active', what: found };
  }
  return { verdict: 'pdf', pages, objects: objects.length };
}

/** The cross-reference sections a viewer can reach at most (a file of 5 MB has a handful). */
const MAX_SECTIONS = 256;

/**
 * The objects a viewer reads through the cross-reference data that pdf-lib
 * did not read where that data points (see the header): the trailers, the
 * objects at offsets pdf-lib read no object at, and the contents of every
 * object stream a compressed entry names that pdf-lib did not inflate.
 * Parse errors are skipped: what a viewer cannot parse it cannot run.
 */
async function viewerObjects(bytes, context) {
  const found = [];
  // Searched in the bytes, a few at a time: a copy of a 5 MB file as a string, per check, is what
  // concurrent uploads would hold in memory at once.
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const near = (at, length) => buf.subarray(at, at + length).toString('latin1');
  const queue = [];
  for (let at = buf.indexOf('startxref'); at >= 0; at = buf.indexOf('startxref', at + 9)) {
    const m = /^startxref\s+(\d+)/.exec(near(at, 40));
    if (m) queue.push(Number(m[1]));
  }
  const seenSections = new Set();
  const entries = [];
  while (queue.length > 0 && seenSections.size < MAX_SECTIONS) {
    const at = queue.pop();
    if (seenSections.has(at) || !(at >= 0 && at < bytes.length)) continue;
    seenSections.add(at);
    try {
      const parser = new PDFParser(bytes);
      parser.bytes.moveTo(at);
      const table = parser.maybeParseCrossRefSection();
      let dict;
      if (table) {
        for (const subsection of table.subsections) entries.push(...subsection);
        parser.skipWhitespaceAndComments();
        const rest = /^trailer\s*/.exec(near(parser.bytes.offset(), 64));
        if (!rest) continue;
        parser.bytes.moveTo(parser.bytes.offset() + rest[0].length);
        dict = parser.parseDict();
      } else {
        parser.parseIndirectObjectHeader();
        parser.skipWhitespaceAndComments();
        const stream = parser.parseObject();
        if (!(stream instanceof PDFRawStream)) continue;
        entries.push(...PDFXRefStreamParser.forStream(stream).parseIntoContext());
        dict = stream.dict;
      }
      found.push(dict);
      for (const key of ['Prev', 'XRefStm']) {
        const next = dict.get(PDFName.of(key));
        if (next instanceof PDFNumber) queue.push(next.asNumber());
      }
    } catch {
      // A section a viewer cannot read names nothing it would run.
    }
  }
  const streamsOf = new Map();
  const seenOffsets = new Set();
  const parser = new PDFParser(bytes);
  for (const entry of entries) {
    if (entry.deleted || entry.inObjectStream || readAt.has(entry.offset) || seenOffsets.has(entry.offset)) continue;
    seenOffsets.add(entry.offset);
    try {
      parser.bytes.moveTo(entry.offset);
      const ref = parser.parseIndirectObjectHeader();
      parser.skipWhitespaceAndComments();
      const object = parser.parseObject();
      found.push(object);
      if (object instanceof PDFRawStream)
        streamsOf.set(ref.objectNumber, [...(streamsOf.get(ref.objectNumber) ?? []), object]);
    } catch {
      // Nothing a viewer could read there.
    }
  }
  const objectStreams = new Set(entries.filter((e) => e.inObjectStream && !e.deleted).map((e) => e.offset));
  for (const number of objectStreams) {
    const own = context.lookup(PDFRef.of(number, 0));
    // An object stream pdf-lib inflated is not kept as a stream: its objects are among those assigned.
    const streams = [...(streamsOf.get(number) ?? []), ...(own instanceof PDFRawStream ? [own] : [])];
    for (const stream of streams) {
      try {
        await PDFObjectStreamParser.forStream(stream).parseIntoContext();
      } catch {
        // Not an object stream a viewer could read.
      }
    }
  }
  return found;
}

parentPort.on('message', ({ file }) => {
  check(file).then(
    (answer) => parentPort.postMessage(answer),
    (err) => parentPort.postMessage({ verdict: 'notPdf', reason: String(err?.message ?? err).slice(0, 200) }),
  );
});
parentPort.postMessage({ ready: true });
