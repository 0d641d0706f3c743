import { QTI_PARTS_MAX, QTI_UNPACKED_MAX_BYTES } from '@cloud-exam/contract/constants';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { posix } from 'node:path';
import { attrOf, childrenNamed, descendants, parseXml, XmlRefused, type XmlElement } from '../../../lib/xml-tree';
import { ArchiveRefused, isTooLarge, openZip, type ZipArchive } from '../../../lib/zip-reader';
import { escapeText } from './html';
import { type ParsedItem, type ParseProblem } from './item-text';
import { asQti2, itemVersion, resourceKind } from './qti-names';
import { emptyItem, itemOf, type Reader } from './qti-read';
import { CE_NS } from './qti-write';
import { fromXhtml, isPictureObject } from './qti-xhtml';
import type { ImportOptions, StoreImage } from './word-import';

/**
 * The items of an IMS content package of QTI 2.x or 3.0 items: its manifest at the root, or manifests one folder
 * down (OpenOLAT's question pool puts the package in a folder of the zip), every item resource of each in order.
 */

export const QTI_LIMITS = { maxUnpackedBytes: QTI_UNPACKED_MAX_BYTES, maxParts: QTI_PARTS_MAX };
export type QtiImport = { items: ParsedItem[]; problems: ParseProblem[] };

/** The manifests a package is read by, from the names of its parts: the root's, else those one folder down. */
export function qtiManifests(names: readonly string[]): string[] {
  const root = names.filter((n) => /^\/?imsmanifest\.xml$/i.test(n));
  return root.length ? root : names.filter((n) => /^\/?[^/]+\/imsmanifest\.xml$/i.test(n)).sort();
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Stores the package's pictures an item shows (`<img src>` and pictures' `<object data>`), by their address in the item file. */
async function storedPictures(zip: ZipArchive, root: XmlElement, itemPath: string, images: StoreImage) {
  const stored = new Map<string, string>();
  const addresses = [
    ...descendants(root, 'img').map((img) => attrOf(img, 'src') ?? ''),
    ...descendants(root, 'object')
      .filter(isPictureObject)
      .map((o) => attrOf(o, 'data') ?? ''),
  ];
  for (const src of addresses) {
    if (stored.has(src) || /^[a-z]+:/i.test(src)) continue;
    const path = posix.normalize(posix.join(posix.dirname(itemPath), decodeURI(src)));
    const type = CONTENT_TYPES[posix.extname(path).slice(1).toLowerCase()];
    if (type && zip.has(path)) stored.set(src, await images(await zip.bytes(path), type));
  }
  return stored;
}

const broken = (file: string, e: XmlRefused): ParseProblem => ({
  code: ErrorCodes.qtiXmlBroken,
  params: { file, line: e.line, reason: e.reason },
});
/**
 * An item that could not be read, named with the reason alone: its stem is the file it is in (what the preview
 * shows, and no two refused items repeat each other), its score the least, so that the item rules find nothing more.
 */
const refusedItem = (ordinal: number, file: string, problem: ParseProblem): ParsedItem => ({
  ...emptyItem(),
  stemAttrs: { content: `<p>${escapeText(file)}</p>`, media: [] },
  score: 1,
  knowledgePaths: [],
  tags: [],
  source: { ordinal },
  problems: [problem],
});

type Resource = { el: XmlElement; href: string; version: string; readable: boolean };

/** The item resources of the package's manifests, their files' paths from the zip's root. */
async function resourcesOf(zip: ZipArchive, manifests: string[]): Promise<Resource[] | ParseProblem> {
  const resources: Resource[] = [];
  for (const path of manifests) {
    let manifest: XmlElement;
    try {
      manifest = parseXml(await zip.text(path));
    } catch (e) {
      if (e instanceof XmlRefused) return broken(path, e);
      throw e;
    }
    for (const el of descendants(manifest, 'resource')) {
      const kind = resourceKind(attrOf(el, 'type'));
      if (!kind || kind.kind !== 'item') continue;
      const href = attrOf(el, 'href') ?? attrOf(childrenNamed(el, 'file')[0], 'href') ?? '';
      resources.push({ el, href: posix.normalize(posix.join(posix.dirname(path), decodeURI(href))), ...kind });
    }
  }
  return resources;
}

/**
 * The items of a QTI package in the manifests' order, each with its ordinal and problems; pictures are handed to
 * `images` to store. An item whose XML is broken or of a version not read is listed with that problem; a file that
 * is no such package gives no items and the file's problem (its manifest's broken line, the QTI version it holds).
 */
export async function parseQtiPackage(pkg: Buffer, images: StoreImage, options: ImportOptions = {}): Promise<QtiImport> {
  const unreadable = { items: [], problems: [{ code: ErrorCodes.qtiUnreadable }] };
  try {
    const zip = openZip(pkg, QTI_LIMITS);
    const manifests = qtiManifests(zip.names());
    if (!manifests.length) return unreadable;
    const resources = await resourcesOf(zip, manifests);
    if (!Array.isArray(resources)) return { items: [], problems: [resources] };
    if (!resources.some((r) => r.readable)) {
      const version = resources[0]?.version;
      return version ? { items: [], problems: [{ code: ErrorCodes.qtiVersionUnsupported, params: { version } }] } : unreadable;
    }
    const items: ParsedItem[] = [];
    for (const [i, resource] of resources.entries()) {
      items.push(await resourceItem(zip, resource, i + 1, images));
      await options.onProgress?.((i + 1) / resources.length);
    }
    return { items, problems: [] };
  } catch (e) {
    if (isTooLarge(e))
      return {
        items: [],
        problems: [{ code: ErrorCodes.packageTooLarge, params: { max: QTI_UNPACKED_MAX_BYTES / 2 ** 20, parts: QTI_PARTS_MAX } }],
      };
    if (e instanceof ArchiveRefused) return unreadable;
    throw e;
  }
}

async function resourceItem(zip: ZipArchive, resource: Resource, ordinal: number, images: StoreImage): Promise<ParsedItem> {
  const { el, href } = resource;
  if (!resource.readable)
    return refusedItem(ordinal, href, { code: ErrorCodes.qtiVersionUnsupported, params: { version: resource.version } });
  if (!zip.has(href)) return refusedItem(ordinal, href, { code: ErrorCodes.qtiUnreadable });
  let root: XmlElement;
  try {
    root = parseXml(await zip.text(href));
  } catch (e) {
    if (e instanceof XmlRefused) return refusedItem(ordinal, href, broken(href, e));
    throw e;
  }
  const version = itemVersion(root);
  if (version === undefined || !resourceKind(`imsqti_item_xmlv${version.replace('.', 'p')}`)?.readable)
    return refusedItem(ordinal, href, { code: ErrorCodes.qtiVersionUnsupported, params: { version: version ?? root.local } });
  root = asQti2(root);
  const pictures = await storedPictures(zip, root, href, images);
  const reader: Reader = {
    id: attrOf(el, 'identifier') ?? href,
    decls: new Map(),
    problems: [],
    html: (nodes, blank) => fromXhtml(nodes, { picture: (src) => pictures.get(src) ?? src, blank }),
  };
  const metaEl = descendants(el, 'item').find((e) => Object.values(e.attrs).includes(CE_NS));
  return itemOf(root, metaEl, reader, { ordinal });
}
