import { itemProblems } from '@cloud-exam/contract/bank/item-rules';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { openZip } from '../../../lib/zip-reader';
import { comparable, everyField, pictures, png } from './fixtures';
import { parseQtiPackage, QTI_LIMITS } from './qti-package';
import { writeQtiPackage } from './qti-write';

/** Packages written here by hand, as QTI 3.0 tools (and OpenOLAT's question pool, in 2.1) write them. */

const packageOf = (files: Record<string, string | Buffer>) =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, data]) => [name, typeof data === 'string' ? Buffer.from(data) : data]))),
  );

const manifest = (version: '2.1' | '3.0', items: { id: string; href: string; type?: string }[]) => `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="${version === '3.0' ? 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1' : 'http://www.imsglobal.org/xsd/imscp_v1p1'}" identifier="M">
  <resources>${items
    .map(
      (i) => `
    <resource identifier="${i.id}" type="${i.type ?? (version === '3.0' ? 'imsqti_item_xmlv3p0' : 'imsqti_item_xmlv2p1')}" href="${i.href}"><file href="${i.href}"/></resource>`,
    )
    .join('')}
  </resources>
</manifest>`;

const item3 = (id: string, declarations: string, body: string, extra = '') => `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="${id}" title="${id}" adaptive="false" time-dependent="false">
  ${declarations}
  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
  <qti-outcome-declaration identifier="MAXSCORE" cardinality="single" base-type="float"><qti-default-value><qti-value>2</qti-value></qti-default-value></qti-outcome-declaration>
  <qti-item-body>${body}</qti-item-body>
  <qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>
  ${extra}
</qti-assessment-item>`;
const decl3 = (id: string, cardinality: string, baseType: string, values: string[]) =>
  `<qti-response-declaration identifier="${id}" cardinality="${cardinality}" base-type="${baseType}"><qti-correct-response>${values
    .map((v) => `<qti-value>${v}</qti-value>`)
    .join('')}</qti-correct-response></qti-response-declaration>`;

const QTI3 = {
  choice: item3(
    'choice',
    decl3('RESPONSE', 'single', 'identifier', ['B']),
    `<p>Which planet is shown?</p><p><object data="media/mars.png" type="image/png">Mars</object></p>
     <qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-prompt>Choose one.</qti-prompt>
       <qti-simple-choice identifier="A">Venus</qti-simple-choice><qti-simple-choice identifier="B">Mars</qti-simple-choice></qti-choice-interaction>`,
    `<qti-modal-feedback outcome-identifier="FEEDBACK" identifier="RESPONSE_SOLUTION" show-hide="show"><qti-content-body><p>It is red.</p></qti-content-body></qti-modal-feedback>`,
  ),
  multiple: item3(
    'multiple',
    decl3('RESPONSE', 'multiple', 'identifier', ['A', 'C']),
    `<qti-choice-interaction response-identifier="RESPONSE" max-choices="0"><qti-prompt>Prime numbers?</qti-prompt>
       <qti-simple-choice identifier="A">2</qti-simple-choice><qti-simple-choice identifier="B">4</qti-simple-choice><qti-simple-choice identifier="C">5</qti-simple-choice></qti-choice-interaction>`,
  ),
  textEntry: item3(
    'text',
    `<qti-response-declaration identifier="R1" cardinality="single" base-type="string"><qti-correct-response><qti-value>Paris</qti-value></qti-correct-response>
       <qti-mapping default-value="0"><qti-map-entry map-key="Paris" mapped-value="1" case-sensitive="false"/><qti-map-entry map-key="Lutetia" mapped-value="1" case-sensitive="false"/></qti-mapping></qti-response-declaration>`,
    `<p>The capital of France is <qti-text-entry-interaction response-identifier="R1"/>.</p>`,
  ),
  inlineChoice: item3(
    'inline',
    decl3('R1', 'single', 'identifier', ['c2']),
    `<p>Water boils at <qti-inline-choice-interaction response-identifier="R1"><qti-inline-choice identifier="c1">90</qti-inline-choice><qti-inline-choice identifier="c2">100</qti-inline-choice></qti-inline-choice-interaction> °C.</p>`,
  ),
  inlineChoices: item3(
    'inlines',
    decl3('R1', 'single', 'identifier', ['a']) + decl3('R2', 'single', 'identifier', ['d']),
    `<p>Ice is <qti-inline-choice-interaction response-identifier="R1"><qti-inline-choice identifier="a">solid</qti-inline-choice><qti-inline-choice identifier="b">gas</qti-inline-choice></qti-inline-choice-interaction> and steam is <qti-inline-choice-interaction response-identifier="R2"><qti-inline-choice identifier="c">solid</qti-inline-choice><qti-inline-choice identifier="d">gas</qti-inline-choice></qti-inline-choice-interaction>.</p>`,
  ),
  gapMatch: item3(
    'gaps',
    decl3('RESPONSE', 'multiple', 'directedPair', ['W1 G1', 'W2 G2']),
    `<qti-gap-match-interaction response-identifier="RESPONSE"><qti-prompt>Fill the gaps.</qti-prompt>
       <qti-gap-text identifier="W1" match-max="1">red</qti-gap-text><qti-gap-text identifier="W2" match-max="1">green</qti-gap-text><qti-gap-text identifier="W3" match-max="1">blue</qti-gap-text>
       <p>Stop at <qti-gap identifier="G1"/>, go at <qti-gap identifier="G2"/>.</p></qti-gap-match-interaction>`,
  ),
  gap: item3(
    'gap',
    decl3('RESPONSE', 'multiple', 'directedPair', ['W2 G1']),
    `<qti-gap-match-interaction response-identifier="RESPONSE"><qti-gap-text identifier="W1" match-max="1">cat</qti-gap-text><qti-gap-text identifier="W2" match-max="1">dog</qti-gap-text>
       <p>A <qti-gap identifier="G1"/> barks.</p></qti-gap-match-interaction>`,
  ),
  gapPictures: item3(
    'gapimg',
    decl3('RESPONSE', 'multiple', 'directedPair', ['I1 G1']),
    `<qti-gap-match-interaction response-identifier="RESPONSE"><qti-gap-img identifier="I1" match-max="1"><object data="a.png" type="image/png"/></qti-gap-img><p>Here: <qti-gap identifier="G1"/></p></qti-gap-match-interaction>`,
  ),
  hottext: item3(
    'hot',
    decl3('RESPONSE', 'single', 'identifier', ['H2']),
    `<qti-hottext-interaction response-identifier="RESPONSE" max-choices="1"><qti-prompt>Click the verb.</qti-prompt><p>The <qti-hottext identifier="H1">cat</qti-hottext> <qti-hottext identifier="H2">sleeps</qti-hottext>.</p></qti-hottext-interaction>`,
  ),
  order: item3(
    'order',
    decl3('RESPONSE', 'ordered', 'identifier', ['A', 'B']),
    `<qti-order-interaction response-identifier="RESPONSE"><qti-simple-choice identifier="A">one</qti-simple-choice><qti-simple-choice identifier="B">two</qti-simple-choice></qti-order-interaction>`,
  ),
  associate: item3(
    'assoc',
    decl3('RESPONSE', 'multiple', 'pair', ['F P', 'T J']),
    `<qti-associate-interaction response-identifier="RESPONSE" max-associations="2"><qti-prompt>Pair country and capital.</qti-prompt>
       <qti-simple-associable-choice identifier="F" match-max="1">France</qti-simple-associable-choice><qti-simple-associable-choice identifier="P" match-max="1">Paris</qti-simple-associable-choice>
       <qti-simple-associable-choice identifier="J" match-max="1">Japan</qti-simple-associable-choice><qti-simple-associable-choice identifier="T" match-max="1">Tokyo</qti-simple-associable-choice>
       <qti-simple-associable-choice identifier="B" match-max="1">Berlin</qti-simple-associable-choice></qti-associate-interaction>`,
  ),
  associateChain: item3(
    'chain',
    decl3('RESPONSE', 'multiple', 'pair', ['A B', 'B C', 'C A']),
    `<qti-associate-interaction response-identifier="RESPONSE"><qti-simple-associable-choice identifier="A" match-max="2">a</qti-simple-associable-choice><qti-simple-associable-choice identifier="B" match-max="2">b</qti-simple-associable-choice><qti-simple-associable-choice identifier="C" match-max="2">c</qti-simple-associable-choice></qti-associate-interaction>`,
  ),
  essay: item3(
    'essay',
    decl3('RESPONSE', 'single', 'string', ['Light, water and carbon dioxide make sugar and oxygen.']),
    `<p>Explain photosynthesis.</p><qti-rubric-block view="scorer" use="scoring"><qti-content-body><p>2 points for naming the products.</p></qti-content-body></qti-rubric-block><qti-extended-text-interaction response-identifier="RESPONSE"/>`,
  ),
};

const OPENOLAT_ESSAY = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="essay9" title="Essay" adaptive="false" timeDependent="false" toolName="OpenOLAT" toolVersion="18.1">
  <responseDeclaration identifier="RESPONSE_1" cardinality="single" baseType="string"/>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"><defaultValue><value>0</value></defaultValue></outcomeDeclaration>
  <outcomeDeclaration identifier="MAXSCORE" cardinality="single" baseType="float"><defaultValue><value>5</value></defaultValue></outcomeDeclaration>
  <outcomeDeclaration identifier="SOLUTIONMODAL" cardinality="single" baseType="identifier" view="testConstructor"/>
  <itemBody><p>Describe the water cycle.</p><p><object data="media/cycle.png" type="image/png" width="300">cycle</object></p>
    <extendedTextInteraction responseIdentifier="RESPONSE_1" expectedLines="10"/></itemBody>
  <responseProcessing/>
  <modalFeedback identifier="Feedback1" outcomeIdentifier="SOLUTIONMODAL" showHide="show" title="Correct solution"><p>Evaporation, condensation, precipitation.</p></modalFeedback>
</assessmentItem>`;
const OPENOLAT_CHOICE = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="sc1" title="SC" adaptive="false" timeDependent="false" toolName="OpenOLAT">
  <responseDeclaration identifier="RESPONSE_1" cardinality="single" baseType="identifier"><correctResponse><value>id-a</value></correctResponse></responseDeclaration>
  <outcomeDeclaration identifier="MAXSCORE" cardinality="single" baseType="float"><defaultValue><value>1.5</value></defaultValue></outcomeDeclaration>
  <itemBody><p>Two plus two?</p><choiceInteraction responseIdentifier="RESPONSE_1" shuffle="true" maxChoices="1"><simpleChoice identifier="id-a"><p>4</p></simpleChoice><simpleChoice identifier="id-b"><p>5</p></simpleChoice></choiceInteraction></itemBody>
</assessmentItem>`;

/** The same items in QTI 2.1: elements and attributes in camel case, no content bodies, 2.1's namespace. */
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const asQti21 = (xml: string) =>
  xml
    .replace(/<\/?qti-content-body>/g, '')
    .replace(
      /<(\/?)qti-([a-z-]+)([^>]*)>/g,
      (_, slash: string, name: string, attrs: string) =>
        `<${slash}${camel(name)}${attrs.replace(/ ([a-z]+(?:-[a-z]+)+)=/g, (__, a: string) => ` ${camel(a)}=`)}>`,
    )
    .replace('imsqtiasi_v3p0', 'imsqti_v2p1');

const read = (pkg: Buffer) => parseQtiPackage(pkg, pictures.store);
const PICTURE = '<img src="cloudeFile/file/picture-1';

describe('QTI 3.0', () => {
  it("packages written as 3.0 give back every field of every type (2.1: qti.test.ts), the answers as the file's", async () => {
    const items = everyField();
    const parsed = await read(await writeQtiPackage(items, { image: pictures.load, version: '3.0' }));
    expect(parsed.problems).toEqual([]);
    expect(parsed.items.map((i) => i.problems)).toEqual(items.map(() => []));
    expect(parsed.items.map(comparable)).toEqual(items.map(comparable));
    // every item's answer is the file's, but a personality item's, which has none
    expect(parsed.items.filter((i) => i.answerFrom !== 'file').map((i) => i.optionsDataList[0]?.optionAttrs.dimension)).toEqual([
      expect.any(String),
    ]);
  });

  it('packages are spelled in 3.0: qti- elements, kebab-case attributes, 3.0 namespaces and resource types', async () => {
    const zip = openZip(await writeQtiPackage(everyField(), { image: pictures.load, version: '3.0' }), QTI_LIMITS);
    const manifestXml = await zip.text('imsmanifest.xml');
    expect(manifestXml).toContain('xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1"');
    expect(manifestXml).toContain('type="imsqti_item_xmlv3p0"');
    const choice = await zip.text('items/item-1.xml');
    expect(choice).toContain('<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0"');
    expect(choice).toContain('<qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="1">');
    expect(choice).toContain('<qti-correct-response><qti-value>A</qti-value></qti-correct-response>');
    expect(choice).toMatch(/<qti-modal-feedback [^>]*show-hide="show"><qti-content-body>/);
    for (const name of zip.names().filter((n) => n.endsWith('.xml') && n.startsWith('items/')))
      expect(await zip.text(name)).not.toMatch(
        /<(assessmentItem|itemBody|choiceInteraction|responseDeclaration|simpleChoice|textEntryInteraction)\b/,
      );
  });

  it.each(['3.0', '2.1'] as const)(
    'items written by other tools in QTI %s come in by type, stem, options, answer, score, explanation and pictures',
    async (version) => {
      const files: Record<string, string | Buffer> = { 'media/mars.png': png() };
      for (const [name, xml] of Object.entries(QTI3)) files[`${name}.xml`] = version === '3.0' ? xml : asQti21(xml);
      files['imsmanifest.xml'] = manifest(
        version,
        Object.keys(QTI3).map((name) => ({ id: name, href: `${name}.xml` })),
      );
      if (version === '2.1') expect(files['choice.xml']).toContain('<choiceInteraction responseIdentifier="RESPONSE" maxChoices="1">');
      const { items, problems } = await read(packageOf(files));
      expect(problems).toEqual([]);
      const byName = Object.fromEntries(Object.keys(QTI3).map((name, i) => [name, items[i]!]));
      expect(byName.choice).toMatchObject({
        itemTypeCode: 'single_choice',
        stemAttrs: { content: `<p>Which planet is shown?</p><p>${PICTURE}"></p><p>Choose one.</p>` },
        optionsDataList: [{ optionContent: 'Venus' }, { optionContent: 'Mars' }],
        answerAttrs: { options: ['B'] },
        score: 2,
        descriptionAttrs: { content: '<p>It is red.</p>' },
        answerFrom: 'file',
        problems: [],
      });
      expect(byName.multiple).toMatchObject({ itemTypeCode: 'multiple_choice', answerAttrs: { options: ['A', 'C'] }, problems: [] });
      expect(byName.textEntry).toMatchObject({
        itemTypeCode: 'cloze_fill',
        stemAttrs: { content: '<p>The capital of France is <span data-blank="1"></span>.</p>' },
        answerAttrs: { blanks: [['Paris', 'Lutetia']], ignoreCase: true },
        problems: [],
      });
      expect(byName.inlineChoice).toMatchObject({
        itemTypeCode: 'single_choice',
        stemAttrs: { content: '<p>Water boils at ____ °C.</p>' },
        optionsDataList: [{ optionContent: '90' }, { optionContent: '100' }],
        answerAttrs: { options: ['B'] },
        problems: [],
      });
      expect(byName.inlineChoices).toMatchObject({
        itemTypeCode: 'cloze_fill',
        stemAttrs: { content: '<p>Ice is <span data-blank="1"></span> and steam is <span data-blank="2"></span>.</p>' },
        answerAttrs: { blanks: [['solid'], ['gas']] },
        problems: [],
      });
      expect(byName.gapMatch).toMatchObject({
        itemTypeCode: 'cloze_fill',
        stemAttrs: { content: '<p>Fill the gaps.</p><p>Stop at <span data-blank="1"></span>, go at <span data-blank="2"></span>.</p>' },
        answerAttrs: { blanks: [['red'], ['green']] },
        problems: [],
      });
      expect(byName.gap).toMatchObject({
        itemTypeCode: 'single_choice',
        stemAttrs: { content: '<p>A ____ barks.</p>' },
        optionsDataList: [{ optionContent: 'cat' }, { optionContent: 'dog' }],
        answerAttrs: { options: ['B'] },
        problems: [],
      });
      expect(byName.hottext).toMatchObject({
        itemTypeCode: 'single_choice',
        stemAttrs: { content: '<p>Click the verb.</p><p>The <u>cat</u> <u>sleeps</u>.</p>' },
        optionsDataList: [{ optionContent: 'cat' }, { optionContent: 'sleeps' }],
        answerAttrs: { options: ['B'] },
        problems: [],
      });
      expect(byName.associate).toMatchObject({
        itemTypeCode: 'matching',
        stemAttrs: { content: '<p>Pair country and capital.</p>' },
        childItemList: [
          { stemAttrs: { content: 'France' }, answerAttrs: { options: ['A'] } },
          { stemAttrs: { content: 'Tokyo' }, answerAttrs: { options: ['B'] } },
        ],
        optionsDataList: [{ optionContent: 'Paris' }, { optionContent: 'Japan' }, { optionContent: 'Berlin' }],
        problems: [],
      });
      expect(byName.essay).toMatchObject({
        itemTypeCode: 'short_answer',
        stemAttrs: { content: '<p>Explain photosynthesis.</p>' },
        answerAttrs: {
          content: '<p>Light, water and carbon dioxide make sugar and oxygen.</p>',
          rubric: '<p>2 points for naming the products.</p>',
        },
        answerFrom: 'file',
        problems: [],
      });
      const refused = (name: keyof typeof QTI3, code: number, interaction: string) =>
        expect(byName[name]!.problems).toEqual([{ field: '', code, params: { id: name, interaction } }]);
      refused('order', ErrorCodes.qtiOrderUnsupported, 'orderInteraction');
      refused('associateChain', ErrorCodes.qtiAssociateUnfit, 'associateInteraction');
      refused('gapPictures', ErrorCodes.qtiGapPictures, 'gapMatchInteraction');
      expect([byName.order!, byName.associateChain!, byName.gapPictures!].flatMap(itemProblems)).toEqual([]);
    },
  );

  it("OpenOLAT's question pool: the package in a sub-folder, pictures as objects, an essay's correct solution as its reference answer", async () => {
    const stored: string[] = [];
    const pkg = packageOf({
      'qpool/imsmanifest.xml': manifest('2.1', [
        { id: 'sc1', href: 'sc1/sc1.xml' },
        { id: 'essay9', href: 'essay9/essay9.xml' },
        { id: 'broken', href: 'broken/broken.xml' },
        { id: 'old', href: 'old.xml', type: 'imsqti_xmlv1p2' },
      ]),
      'qpool/sc1/sc1.xml': OPENOLAT_CHOICE,
      'qpool/essay9/essay9.xml': OPENOLAT_ESSAY,
      'qpool/essay9/media/cycle.png': png(),
      'qpool/broken/broken.xml': OPENOLAT_CHOICE.replace('</choiceInteraction>', ''),
    });
    const { items, problems } = await parseQtiPackage(pkg, async (bytes, type) => {
      stored.push(type);
      return pictures.store(bytes, type);
    });
    expect(problems).toEqual([]);
    expect(stored).toEqual(['image/png']);
    expect(items[0]).toMatchObject({
      itemTypeCode: 'single_choice',
      stemAttrs: { content: '<p>Two plus two?</p>' },
      optionsDataList: [{ optionContent: '<p>4</p>' }, { optionContent: '<p>5</p>' }],
      answerAttrs: { options: ['A'] },
      score: 1.5,
      problems: [],
    });
    expect(items[1]).toMatchObject({
      itemTypeCode: 'short_answer',
      stemAttrs: { content: `<p>Describe the water cycle.</p><p>${PICTURE}"></p>` },
      answerAttrs: { content: '<p>Evaporation, condensation, precipitation.</p>' },
      descriptionAttrs: { content: '' },
      score: 5,
      answerFrom: 'file',
      problems: [],
    });
    expect(items[2]!.problems).toEqual([
      {
        code: ErrorCodes.qtiXmlBroken,
        params: { file: 'qpool/broken/broken.xml', line: 5, reason: 'unexpected close tag.' },
      },
    ]);
    expect(items[3]!.problems).toEqual([{ code: ErrorCodes.qtiVersionUnsupported, params: { version: '1.2' } }]);
    // a refused item shows the file it is in, and its reason alone (nothing for the item rules to add)
    expect(items.slice(2).map((i) => i.stemAttrs.content)).toEqual(['<p>qpool/broken/broken.xml</p>', '<p>qpool/old.xml</p>']);
    expect(items.slice(2).flatMap(itemProblems)).toEqual([]);
  });

  it('name what a package cannot be read for: a QTI 1.2 package, a broken manifest with its line', async () => {
    const qti12 = packageOf({
      'imsmanifest.xml': manifest('2.1', [{ id: 'a', href: 'a.xml', type: 'imsqti_xmlv1p2' }]),
      'a.xml': '<questestinterop><item ident="a"/></questestinterop>',
    });
    expect(await read(qti12)).toEqual({ items: [], problems: [{ code: ErrorCodes.qtiVersionUnsupported, params: { version: '1.2' } }] });
    const brokenManifest = packageOf({ 'imsmanifest.xml': '<?xml version="1.0"?>\n<manifest>\n<resources>\n</manifest>' });
    expect(await read(brokenManifest)).toEqual({
      items: [],
      problems: [{ code: ErrorCodes.qtiXmlBroken, params: { file: 'imsmanifest.xml', line: 4, reason: expect.any(String) } }],
    });
    const unknownRoot = packageOf({
      'imsmanifest.xml': manifest('2.1', [{ id: 'x', href: 'x.xml' }]),
      'x.xml': '<questestinterop><item ident="x"/></questestinterop>',
    });
    expect((await read(unknownRoot)).items[0]!.problems).toEqual([{ code: ErrorCodes.qtiVersionUnsupported, params: { version: '1.2' } }]);
  });
});
