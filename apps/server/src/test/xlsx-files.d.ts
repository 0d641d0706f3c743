/**
 * Spreadsheets made byte by byte for the reader's tests: the parts of a minimal .xlsx zipped as given, so a test
 * can make one that lies about its sizes, is cut short, holds a DOCTYPE or declares a million rows.
 */
export type ZipPart = {
    name: string;
    data: Buffer | string;
    /** Written in the directory instead of the true size. */ declaredSize?: number;
};
/**
 * A zip of the parts, names in UTF-8: deflated as an archiver makes one, or (`stored`) uncompressed, as a phone's or
 * a camera's pictures mostly are. The journeys and the bench make their photo zips with it too.
 */
export declare function zipOf(parts: ZipPart[], { stored }?: {
    stored?: boolean | undefined;
}): Buffer<ArrayBuffer>;
/** The parts of a one-sheet workbook around the given sheet XML (and any extra parts). */
export declare function xlsxParts(sheetXml: string | Buffer, extra?: ZipPart[]): ZipPart[];
/** A sheet's XML: a header row, then `count` rows of one text cell each (made in pieces: a million rows is ~50 MB). */
export declare function sheetXmlOf(count: number, text?: (n: number) => string, prolog?: string): Buffer<ArrayBuffer>;
