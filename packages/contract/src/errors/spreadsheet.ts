import { defineErrors } from './define';

/**
 * Uploaded spreadsheets and the imports that read them (organisation range 123101xx, from 80 on): a file the
 * streamed reader finds broken or past a limit is refused before any row is read.
 */
export const spreadsheetErrors = defineErrors({
  xlsxUnreadable: {
    code: 12310180,
    messages: [
      '文件不是有效的xlsx表格，或已损坏，请用下载的模板重新填写',
      'The file is not a valid .xlsx spreadsheet, or it is damaged; fill in the downloaded template again',
      'El archivo no es una hoja .xlsx válida o está dañado; rellene de nuevo la plantilla descargada',
      'ファイルが有効なxlsxではないか、破損しています。ダウンロードしたテンプレートに記入し直してください',
      '파일이 올바른 xlsx 파일이 아니거나 손상되었습니다. 내려받은 양식에 다시 작성하세요',
    ],
  },
  xlsxTooLarge: {
    code: 12310181,
    messages: [
      '表格内容过大（解压后超过{max}MB或部件超过{parts}个），请删去无关的工作表和图片后再导入',
      'The spreadsheet holds too much (over {max} MB unpacked or over {parts} parts); remove other sheets and pictures and import it again',
      'La hoja contiene demasiado (más de {max} MB descomprimida o más de {parts} partes); quite otras hojas e imágenes e impórtela de nuevo',
      'ファイルの内容が大きすぎます（展開後{max}MB超、または部品{parts}個超）。不要なシートや画像を削除してから再度インポートしてください',
      '파일 내용이 너무 큽니다(압축 해제 후 {max}MB 초과 또는 구성 요소 {parts}개 초과). 다른 시트와 그림을 지우고 다시 가져오세요',
    ],
  },
  importTooManyRows: {
    code: 12310182,
    messages: [
      '一次最多导入{max}行，请分批导入',
      'At most {max} rows can be imported at once; split the file',
      'Se pueden importar como máximo {max} filas a la vez; divida el archivo',
      '一度にインポートできるのは{max}行までです。ファイルを分けてください',
      '한 번에 최대 {max}행까지 가져올 수 있습니다. 파일을 나누세요',
    ],
  },
  importFailed: {
    code: 12310183,
    messages: [
      '导入未能完成，未导入任何数据，请稍后重试',
      'The import could not finish and nothing was imported; try again later',
      'La importación no pudo terminar y no se importó nada; inténtelo más tarde',
      'インポートを完了できず、何もインポートされませんでした。しばらくしてから再度お試しください',
      '가져오기를 마치지 못해 아무것도 가져오지 않았습니다. 잠시 후 다시 시도하세요',
    ],
  },
});
