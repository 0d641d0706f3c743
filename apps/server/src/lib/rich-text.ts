import {
  DROPPED_WITH_CONTENT,
  IMAGE_SCHEMES,
  LINK_SCHEMES,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  richTextAttributes,
} from '@cloud-exam/contract/rich-text';
import sanitizeHtml from 'sanitize-html';

const isAtom = (attributes: Record<string, string>) => 'data-latex' in attributes || 'data-blank' in attributes;
/**
 * The name an element is given to be left out with its text kept (no allowed tag has it). Deciding when a tag
 * opens, rather than in exclusiveFilter, keeps the work linear: that filter cuts the output string once per tag.
 */
const LEFT_OUT = 'left-out';

/**
 * Rich text as the contract's policy (`@cloud-exam/contract/rich-text`) allows it: its tags and attributes only,
 * every value tested, links' rel forced, and formulas and blanks empty (a copy of KaTeX's markup inside one is
 * dropped). Run on every rich-text field a request brings, before it is stored, once its schema has bounded it to
 * RICH_TEXT_MAX_LENGTH. Void tags come out as `<br />`.
 */
export function sanitizeRichText(html: string): string {
  // Elements open inside a formula or a blank, itself included: their text and tags are left out.
  let atomDepth = 0;
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: RICH_TEXT_ATTRIBUTES,
    nonTextTags: [...DROPPED_WITH_CONTENT],
    // The policy's own tests have run (transformTags); these are the library's, kept as a second lock.
    allowedSchemes: [],
    allowedSchemesByTag: { a: [...LINK_SCHEMES], img: [...IMAGE_SCHEMES] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    onOpenTag: (tag, attributes) => {
      if (atomDepth > 0 || ((tag === 'span' || tag === 'div') && isAtom(richTextAttributes(tag, attributes)))) atomDepth++;
    },
    onCloseTag: () => {
      if (atomDepth > 0) atomDepth--;
    },
    transformTags: {
      '*': (tagName, attributes) => {
        // Inside a formula or a blank: left out (its text too, by textFilter).
        if (atomDepth > 1) return { tagName: LEFT_OUT, attribs: {} };
        const attribs = richTextAttributes(tagName, attributes);
        // A div that is not a formula is a paragraph, so that pasted lines stay lines.
        if (tagName === 'div' && !('data-latex' in attribs)) return { tagName: 'p', attribs: {} };
        // A span that is neither formula nor blank, a link without an address, an image without a source.
        const empty = (tagName === 'span' && !isAtom(attribs)) || (tagName === 'a' && !attribs.href) || (tagName === 'img' && !attribs.src);
        return { tagName: empty ? LEFT_OUT : tagName, attribs };
      },
    },
    textFilter: (text) => (atomDepth > 0 ? '' : text),
  });
}
