import { ErrorCodes } from '@cloud-exam/contract/errors';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseXml } from '../../../lib/xml-tree';
import { openZip } from '../../../lib/zip-reader';
import { comparable, everyField, pictures, png } from './fixtures';
import { parseQtiPackage, QTI_LIMITS } from './qti-package';
import { writeQtiPackage } from './qti-write';

const packageOf = (files: Record<string, string | Buffer>) =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, data]) => [name, typeof data === 'string' ? Buffer.from(data) : data]))),
  );

/** A manifest as TAO writes one: each item a resource of type imsqti_item_xmlv2p1 with its files. */
const manifest = (items: { id: string; href: string; files?: string[] }[]) => `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:imsmd="http://www.imsglobal.org/xsd/imsmd_v1p2" identifier="MANIFEST-1">
  <metadata><schema>QTIv2.1 Package</schema><schemaversion>1.0.0</schemaversion></metadata>
  <organizations/>
  <resources>${items
    .map(
      (i) => `
    <resource identifier="${i.id}" type="imsqti_item_xmlv2p1" href="${i.href}">
      <metadata><imsmd:lom><imsmd:general><imsmd:identifier>${i.id}</imsmd:identifier></imsmd:general></imsmd:lom></metadata>
      <file href="${i.href}"/>${(i.files ?? []).map((f) => `<file href="${f}"/>`).join('')}
    </resource>`,
    )
    .join('')}
  </resources>
</manifest>`;

/** A single choice as TAO exports it: layout divs, a prompt, MathML without a TeX annotation, a picture of the package. */
const TAO_CHOICE = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" xmlns:m="http://www.w3.org/1998/Math/MathML"
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" identifier="i1" title="Halves" adaptive="false" timeDependent="false" toolName="TAO" toolVersion="3.4.0">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse>
      <value>choice_2</value>
    </correctResponse>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <outcomeDeclaration identifier="MAXSCORE" cardinality="single" baseType="float">
    <defaultValue><value>2</value></defaultValue>
  </outcomeDeclaration>
  <itemBody>
    <div class="grid-row">
      <div class="col-12">
        <p>Which is <strong>larger</strong> than <m:math><m:mfrac><m:mn>1</m:mn><m:mn>2</m:mn></m:mfrac></m:math>?</p>
        <p><img src="assets/chart.png" alt="chart"/></p>
        <choiceInteraction responseIdentifier="RESPONSE" shuffle="true" maxChoices="1" minChoices="0" orientation="vertical">
          <prompt>Choose one.</prompt>
          <simpleChoice identifier="choice_1" fixed="false" showHide="show">0.3</simpleChoice>
          <simpleChoice identifier="choice_2" fixed="false" showHide="show">0.7</simpleChoice>
        </choiceInteraction>
      </div>
    </div>
  </itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/>
</assessmentItem>`;

/** A fill-in as Moodle's QTI export plugins write one: text entries inside a paragraph, alternatives in a mapping. */
const MOODLE_CLOZE = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="q2" title="Paris" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE_1" cardinality="single" baseType="string">
    <correctResponse><value>Paris</value></correctResponse>
    <mapping defaultValue="0">
      <mapEntry mapKey="Paris" mappedValue="1" caseSensitive="false"/>
      <mapEntry mapKey="Lutetia" mappedValue="1" caseSensitive="false"/>
    </mapping>
  </responseDeclaration>
  <responseDeclaration identifier="RESPONSE_2" cardinality="single" baseType="string">
    <correctResponse><value>Seine</value></correctResponse>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <itemBody>
    <p>The capital of France is <textEntryInteraction responseIdentifier="RESPONSE_1" expectedLength="10"/>; it lies on the <textEntryInteraction responseIdentifier="RESPONSE_2"/>.</p>
  </itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response"/>
  <modalFeedback outcomeIdentifier="FEEDBACK" identifier="GENERAL" showHide="show"><p>Paris is on the Seine.</p></modalFeedback>
</assessmentItem>`;

const ORDERING = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="q3" title="Order" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="ordered" baseType="identifier"/>
  <itemBody>
    <p>Put in order.</p>
    <orderInteraction responseIdentifier="RESPONSE"><simpleChoice identifier="A">one</simpleChoice><simpleChoice identifier="B">two</simpleChoice></orderInteraction>
  </itemBody>
</assessmentItem>`;

describe('QTI 2.1 packages', () => {
  it('give back every field of every type through export and import', async () => {
    const items = everyField();
    const pkg = await writeQtiPackage(items, { image: pictures.load });
    const { items: parsed, problems } = await parseQtiPackage(pkg, pictures.store);
    expect(problems).toEqual([]);
    expect(parsed.map((i) => i.problems)).toEqual(items.map(() => []));
    expect(parsed.map(comparable)).toEqual(items.map(comparable));
  });

  it('are IMS content packages: a manifest naming each item and the pictures it shows, well-formed QTI items', async () => {
    const pkg = await writeQtiPackage(everyField(), { image: pictures.load });
    const zip = openZip(pkg, QTI_LIMITS);
    const resources = [
      ...(await zip.text('imsmanifest.xml')).matchAll(/<resource identifier="([^"]+)" type="imsqti_item_xmlv2p1" href="([^"]+)"/g),
    ];
    expect(resources).toHaveLength(everyField().length);
    expect(zip.names()).toContain('media/1.png');
    expect(await zip.bytes('media/1.png')).toEqual(png());
    for (const [, , href] of resources) {
      const item = parseXml(await zip.text(href!));
      expect(item.local).toBe('assessmentItem');
      expect(item.attrs.xmlns).toBe('http://www.imsglobal.org/xsd/imsqti_v2p1');
    }
    const choice = await zip.text(resources[0]![2]!);
    expect(choice).toContain('<choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">');
    expect(choice).toContain('<correctResponse><value>A</value></correctResponse>');
  });

  it('read items as TAO and Moodle write them, and report what the item model has no place for', async () => {
    const stored: string[] = [];
    const pkg = packageOf({
      'imsmanifest.xml': manifest([
        { id: 'i1', href: 'items/i1/qti.xml', files: ['items/i1/assets/chart.png'] },
        { id: 'q2', href: 'q2.xml' },
        { id: 'q3', href: 'q3.xml' },
      ]),
      'items/i1/qti.xml': TAO_CHOICE,
      'items/i1/assets/chart.png': png(),
      'q2.xml': MOODLE_CLOZE,
      'q3.xml': ORDERING,
    });
    const { items, problems } = await parseQtiPackage(pkg, async (bytes, type) => {
      stored.push(type);
      return 'cloudeFile/file/chart';
    });
    expect(problems).toEqual([]);
    expect(stored).toEqual(['image/png']);
    expect(items[0]).toMatchObject({
      itemTypeCode: 'single_choice',
      stemAttrs: {
        content:
          '<p>Which is <strong>larger</strong> than <span data-latex="\\frac{1}{2}"></span>?</p><p><img src="cloudeFile/file/chart"></p><p>Choose one.</p>',
      },
      optionsDataList: [
        { optionName: 'A', optionContent: '0.3' },
        { optionName: 'B', optionContent: '0.7' },
      ],
      answerAttrs: { options: ['B'] },
      score: 2,
      problems: [],
      source: { ordinal: 1 },
    });
    expect(items[1]).toMatchObject({
      itemTypeCode: 'cloze_fill',
      stemAttrs: { content: '<p>The capital of France is <span data-blank="1"></span>; it lies on the <span data-blank="2"></span>.</p>' },
      answerAttrs: { blanks: [['Paris', 'Lutetia'], ['Seine']], ignoreCase: true },
      descriptionAttrs: { content: '<p>Paris is on the Seine.</p>' },
      score: 1,
      problems: [],
    });
    expect(items[2]!.problems).toContainEqual({
      field: '',
      code: ErrorCodes.qtiOrderUnsupported,
      params: { id: 'q3', interaction: 'orderInteraction' },
    });
  });

  it('refuse what is not a QTI package, and name an item with a document type declaration', async () => {
    const unreadable = { items: [], problems: [{ code: ErrorCodes.qtiUnreadable }] };
    expect(await parseQtiPackage(Buffer.from('nope'), pictures.store)).toEqual(unreadable);
    expect(await parseQtiPackage(packageOf({ 'readme.txt': 'hello' }), pictures.store)).toEqual(unreadable);
    const xxe = ORDERING.replace('<assessmentItem', '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><assessmentItem');
    const { items } = await parseQtiPackage(
      packageOf({ 'imsmanifest.xml': manifest([{ id: 'q', href: 'q.xml' }]), 'q.xml': xxe }),
      pictures.store,
    );
    expect(items.map((i) => i.problems)).toEqual([
      [{ code: ErrorCodes.qtiXmlBroken, params: { file: 'q.xml', line: 2, reason: 'a document type declaration' } }],
    ]);
  });
});
