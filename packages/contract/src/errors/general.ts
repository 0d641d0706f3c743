import { defineErrors } from './define';

/** General (the request itself). */
export const generalErrors = defineErrors({
  noPermission: {
    code: -1,
    messages: [
      '您的账号没有操作权限，请联系系统管理员授权',
      'Your account has no permission for this operation; ask the system administrator to grant it',
      'Su cuenta no tiene permiso para esta operación; pida al administrador del sistema que se lo conceda',
      'このアカウントには操作権限がありません。システム管理者に権限の付与を依頼してください',
      '계정에 작업 권한이 없습니다. 시스템 관리자에게 권한을 요청하세요',
    ],
  },
  badRequest: {
    code: 10000400,
    messages: [
      '请求参数不正确',
      'The request is not valid',
      'La solicitud no es válida',
      'リクエストの内容が正しくありません',
      '요청 내용이 올바르지 않습니다',
    ],
  },
  unauthenticated: {
    code: 10000401,
    messages: [
      '登录已过期，请重新登录',
      'Your session has expired; please sign in again',
      'Su sesión ha caducado; inicie sesión de nuevo',
      'ログインの有効期限が切れました。もう一度ログインしてください',
      '로그인이 만료되었습니다. 다시 로그인하세요',
    ],
  },
  notFound: {
    code: 10000404,
    messages: [
      '请求的资源不存在',
      'The requested resource does not exist',
      'El recurso solicitado no existe',
      '要求されたリソースは存在しません',
      '요청한 리소스가 존재하지 않습니다',
    ],
  },
  /** A name another row of the same kind in the institution already has (the scaffold's uniqueness rule). */
  nameTaken: {
    code: 10000409,
    messages: [
      '名称已存在，请换一个名称',
      'That name is already in use; choose another',
      'Ese nombre ya está en uso; elija otro',
      'その名前はすでに使われています。別の名前にしてください',
      '이미 사용 중인 이름입니다. 다른 이름을 입력하세요',
    ],
  },
  tooManyRequests: {
    code: 10000429,
    messages: [
      '请求过于频繁，请稍后再试',
      'Too many requests; please try again later',
      'Demasiadas solicitudes; inténtelo más tarde',
      'リクエストが多すぎます。しばらくしてから再度お試しください',
      '요청이 너무 많습니다. 잠시 후 다시 시도하세요',
    ],
  },
  /** A NUL character or broken Unicode (a lone surrogate): no column can store it, so no route accepts it. */
  invalidText: {
    code: 10000422,
    messages: [
      '内容包含无法保存的字符（空字符或损坏的 Unicode 字符），请删除后重试',
      'The text contains a character that cannot be stored (a NUL character or broken Unicode); remove it and try again',
      'El texto contiene un carácter que no se puede guardar (un carácter NUL o Unicode dañado); elimínelo e inténtelo de nuevo',
      '保存できない文字（NUL 文字または壊れた Unicode）が含まれています。削除してからもう一度お試しください',
      '저장할 수 없는 문자(NUL 문자 또는 손상된 유니코드)가 포함되어 있습니다. 삭제한 뒤 다시 시도하세요',
    ],
  },
  payloadTooLarge: {
    code: 10000413,
    messages: [
      '提交的内容过大',
      'The request body is too large',
      'El cuerpo de la solicitud es demasiado grande',
      '送信された内容が大きすぎます',
      '요청 본문이 너무 큽니다',
    ],
  },
  uriTooLong: {
    code: 10000414,
    messages: [
      '请求地址过长',
      'The request address is too long',
      'La dirección de la solicitud es demasiado larga',
      'リクエストのアドレスが長すぎます',
      '요청 주소가 너무 깁니다',
    ],
  },
  unsupportedMediaType: {
    code: 10000415,
    messages: [
      '不支持该内容类型',
      'This content type is not supported',
      'Este tipo de contenido no es compatible',
      'このコンテンツの種類はサポートされていません',
      '지원하지 않는 콘텐츠 유형입니다',
    ],
  },
  /** A Range header that asks for bytes a stored file does not have (audio and video seek with ranges). */
  rangeNotSatisfiable: {
    code: 10000416,
    messages: [
      '请求的内容范围无效',
      'The requested range is not satisfiable',
      'El rango solicitado no es válido',
      '要求された範囲は無効です',
      '요청한 범위가 올바르지 않습니다',
    ],
  },
  headersTooLarge: {
    code: 10000431,
    messages: [
      '请求头过大',
      'The request headers are too large',
      'Los encabezados de la solicitud son demasiado grandes',
      'リクエストヘッダーが大きすぎます',
      '요청 헤더가 너무 큽니다',
    ],
  },
  serverError: {
    code: 10000500,
    messages: [
      '服务器异常，请稍后再试',
      'Server exception; please try again later',
      'Error del servidor; inténtelo más tarde',
      'サーバーエラーが発生しました。しばらくしてから再度お試しください',
      '서버 오류가 발생했습니다. 잠시 후 다시 시도하세요',
    ],
  },
});
