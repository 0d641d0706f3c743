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
