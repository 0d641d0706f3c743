import { defineErrors } from './define';

/** Uploaded files and the file store (general range 10002xxx): an upload is refused by its content and its size. */
export const fileErrors = defineErrors({
  uploadMissing: {
    code: 10002001,
    messages: [
      '请选择要上传的文件',
      'Choose a file to upload',
      'Elija un archivo para subir',
      'アップロードするファイルを選んでください',
      '업로드할 파일을 선택하세요',
    ],
  },
  /** The file's content (its first bytes, whatever its name says) is of none of the types accepted here. */
  uploadTypeRefused: {
    code: 10002002,
    messages: [
      '不支持该文件类型，只能上传 {types} 文件',
      'This kind of file cannot be uploaded here; only {types} files are accepted',
      'Este tipo de archivo no se puede subir aquí; solo se aceptan archivos {types}',
      'この種類のファイルはアップロードできません。{types} ファイルのみ受け付けます',
      '이 형식의 파일은 업로드할 수 없습니다. {types} 파일만 업로드할 수 있습니다',
    ],
  },
  uploadTooLarge: {
    code: 10002003,
    messages: [
      '文件大小不能超过 {max} MB',
      'The file may not be larger than {max} MB',
      'El archivo no puede superar {max} MB',
      'ファイルは {max} MB 以下にしてください',
      '파일은 {max}MB를 넘을 수 없습니다',
    ],
  },
});
