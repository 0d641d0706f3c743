import { png } from './fixtures';

/**
 * A Moodle XML bank as Moodle 4 exports one, written for the tests: two categories, a question of every type the
 * import reads (a picture embedded as a base64 file), a description and two types it skips.
 */
export const moodleXml = () => `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
<!-- question: 0  -->
  <question type="category">
    <category>
      <text>$course$/top/Geography/Capitals</text>
    </category>
    <info format="moodle_auto_format">
      <text>Capitals of Europe</text>
    </info>
    <idnumber></idnumber>
  </question>
<!-- question: 101  -->
  <question type="multichoice">
    <name>
      <text>France</text>
    </name>
    <questiontext format="html">
      <text><![CDATA[<p>What is the capital of France? <img src="@@PLUGINFILE@@/map%20fr.png" alt="map" width="2" height="1"></p>]]></text>
      <file name="map fr.png" path="/" encoding="base64">${png().toString('base64')}</file>
    </questiontext>
    <generalfeedback format="html">
      <text><![CDATA[<p>Paris has been the capital since 987.</p>]]></text>
    </generalfeedback>
    <defaultgrade>2.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <idnumber></idnumber>
    <single>true</single>
    <shuffleanswers>true</shuffleanswers>
    <answernumbering>abc</answernumbering>
    <answer fraction="0" format="html">
      <text><![CDATA[<p>Lyon</p>]]></text>
      <feedback format="html"><text></text></feedback>
    </answer>
    <answer fraction="100" format="html">
      <text><![CDATA[<p>Paris</p>]]></text>
      <feedback format="html"><text>Right</text></feedback>
    </answer>
    <answer fraction="0" format="html">
      <text><![CDATA[<p>Marseille</p>]]></text>
      <feedback format="html"><text></text></feedback>
    </answer>
    <tags>
      <tag><text>europe</text></tag>
    </tags>
  </question>
<!-- question: 102  -->
  <question type="multichoice">
    <name><text>Rivers</text></name>
    <questiontext format="html"><text><![CDATA[<p>Which rivers flow through Germany?</p>]]></text></questiontext>
    <generalfeedback format="html"><text></text></generalfeedback>
    <defaultgrade>3</defaultgrade>
    <single>false</single>
    <answer fraction="50" format="html"><text>Rhine</text></answer>
    <answer fraction="-100" format="html"><text>Seine</text></answer>
    <answer fraction="50" format="html"><text>Elbe</text></answer>
  </question>
<!-- question: 103  -->
  <question type="truefalse">
    <name><text>Rome</text></name>
    <questiontext format="html"><text>Rome is the capital of Spain.</text></questiontext>
    <generalfeedback format="html"><text>Madrid is.</text></generalfeedback>
    <defaultgrade>1.0000000</defaultgrade>
    <answer fraction="0" format="moodle_auto_format"><text>true</text></answer>
    <answer fraction="100" format="moodle_auto_format"><text>false</text></answer>
  </question>
<!-- question: 0  -->
  <question type="category">
    <category><text>$course$/top/Science</text></category>
  </question>
<!-- question: 104  -->
  <question type="shortanswer">
    <name><text>Water</text></name>
    <questiontext format="html"><text><![CDATA[<p>Give the chemical formula of water.</p>]]></text></questiontext>
    <generalfeedback format="html"><text></text></generalfeedback>
    <defaultgrade>1</defaultgrade>
    <usecase>0</usecase>
    <answer fraction="100" format="moodle_auto_format"><text>H2O</text></answer>
    <answer fraction="100" format="moodle_auto_format"><text>H₂O</text></answer>
    <answer fraction="0" format="moodle_auto_format"><text>HO</text></answer>
  </question>
<!-- question: 105  -->
  <question type="numerical">
    <name><text>Pi</text></name>
    <questiontext format="html"><text><![CDATA[<p>Give \\(\\pi\\) to two decimals.</p>]]></text></questiontext>
    <generalfeedback format="html"><text></text></generalfeedback>
    <defaultgrade>1</defaultgrade>
    <answer fraction="100" format="moodle_auto_format"><text>3.14</text><tolerance>0.01</tolerance></answer>
    <answer fraction="0" format="moodle_auto_format"><text>*</text><tolerance>0</tolerance></answer>
  </question>
<!-- question: 106  -->
  <question type="matching">
    <name><text>Symbols</text></name>
    <questiontext format="html"><text>Match each element with its symbol.</text></questiontext>
    <generalfeedback format="html"><text></text></generalfeedback>
    <defaultgrade>2</defaultgrade>
    <shuffleanswers>true</shuffleanswers>
    <subquestion format="html"><text>Iron</text><answer><text>Fe</text></answer></subquestion>
    <subquestion format="html"><text>Gold</text><answer><text>Au</text></answer></subquestion>
    <subquestion format="html"><text></text><answer><text>Ag</text></answer></subquestion>
  </question>
<!-- question: 107  -->
  <question type="essay">
    <name><text>Photosynthesis</text></name>
    <questiontext format="html"><text><![CDATA[<p>Explain photosynthesis.</p>]]></text></questiontext>
    <generalfeedback format="html"><text></text></generalfeedback>
    <responseformat>editor</responseformat>
    <responserequired>1</responserequired>
    <minwordlimit>50</minwordlimit>
    <maxwordlimit>300</maxwordlimit>
    <graderinfo format="html"><text><![CDATA[<p>Light, water and CO2 become sugar and oxygen.</p>]]></text></graderinfo>
    <responsetemplate format="html"><text></text></responsetemplate>
  </question>
<!-- question: 108  -->
  <question type="cloze">
    <name><text>Capitals cloze</text></name>
    <questiontext format="html"><text><![CDATA[<p>{1:SHORTANSWER:=Berlin#Right~%50%berlin} is the capital of Germany and {2:NUMERICAL:=1990:0} the year it reunited.</p>]]></text></questiontext>
    <generalfeedback format="html"><text></text></generalfeedback>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
  </question>
<!-- question: 109  -->
  <question type="cloze">
    <name><text>Cloze choice</text></name>
    <questiontext format="html"><text><![CDATA[<p>The sky is {1:MULTICHOICE:=blue~green~red}.</p>]]></text></questiontext>
    <generalfeedback format="html"><text></text></generalfeedback>
    <defaultgrade>1</defaultgrade>
  </question>
<!-- question: 110  -->
  <question type="description">
    <name><text>Intro</text></name>
    <questiontext format="html"><text><![CDATA[<p>Read the following carefully.</p>]]></text></questiontext>
    <defaultgrade>0</defaultgrade>
  </question>
<!-- question: 111  -->
  <question type="coderunner">
    <name><text>Sum</text></name>
    <questiontext format="html"><text><![CDATA[<p>Write a function sum(a, b).</p>]]></text></questiontext>
    <defaultgrade>5</defaultgrade>
    <coderunnertype>python3</coderunnertype>
  </question>
<!-- question: 112  -->
  <question type="ddwtos">
    <name><text>Drag words</text></name>
    <questiontext format="html"><text><![CDATA[<p>The [[1]] sat on the [[2]].</p>]]></text></questiontext>
    <defaultgrade>1</defaultgrade>
    <dragbox><text>cat</text><group>1</group></dragbox>
    <dragbox><text>mat</text><group>1</group></dragbox>
  </question>
</quiz>
`;

/** A GIFT file as authors write one: every form the import reads, a category, comments and escapes. */
export const GIFT = `// Questions written for the tests
$CATEGORY: $course$/top/Maths/Arithmetic

::Add:: What is 2 + 2? {=4 ~3#Too small ~5 ####Count on your fingers.}

::Primes:: Which are prime numbers? {
  ~%50%2
  ~%50%3
  ~%-100%4
}

::Earth:: The Earth is flat. {F#It is round.}

::Pi:: Give \\{π\\} to two decimals. {#3.14:0.01}

::Range:: A number between 1 and 3: {#1..3}

// a short answer in the sentence
Two plus two equals {=four =4} in every base above 4.

::Pairs:: Match the words. {
  =cat -> chat
  =dog -> chien
}

::Essay:: [html]<p>Describe your <b>home town</b>.</p>{}

::Ratio\\: a:b:: Is 1\\:2 a ratio\\= 0.5? {T}

Moodle costs {~lots =nothing ~little} money.

This line only describes what follows.

::Broken:: What is missing? {=nothing
`;
