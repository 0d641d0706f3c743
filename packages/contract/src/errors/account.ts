import { defineErrors } from './define';

/** 12xxxxxx accounts, organisation and roles. */
export const accountErrors = defineErrors({
  captchaLoginLimit: {
    code: 12111303,
    messages: [
      '登录验证码已获取5次，请30分钟后再试',
      'A sign-in code has been requested 5 times; try again in 30 minutes',
      'Se ha solicitado un código de acceso 5 veces; inténtelo de nuevo en 30 minutos',
      'ログイン認証コードを5回取得しました。30分後に再度お試しください',
      '로그인 인증 코드를 5회 요청했습니다. 30분 후에 다시 시도하세요',
    ],
  },
  captchaDailyLimit: {
    code: 12111304,
    messages: [
      '今日获取验证码已超过20次，请明天再试',
      'More than 20 codes requested today; please try tomorrow',
      'Se han solicitado más de 20 códigos hoy; inténtelo mañana',
      '本日の認証コード取得が20回を超えました。明日再度お試しください',
      '오늘 인증 코드 요청이 20회를 넘었습니다. 내일 다시 시도하세요',
    ],
  },
  captchaTooFrequent: {
    code: 12111305,
    messages: [
      '请求过于频繁',
      'Requests too frequent',
      'Solicitudes demasiado frecuentes',
      'リクエストが頻繁すぎます',
      '요청이 너무 잦습니다',
    ],
  },
  deptDepth: {
    code: 12310101,
    messages: [
      '部门最多四级',
      'Departments have at most four levels',
      'Los departamentos tienen como máximo cuatro niveles',
      '部署は最大4階層です',
      '부서는 최대 4단계입니다',
    ],
  },
  captchaWrong: {
    code: 12111306,
    messages: [
      '验证码错误或已过期',
      'The verification code is wrong or has expired',
      'El código de verificación es incorrecto o ha caducado',
      '認証コードが正しくないか、有効期限が切れています',
      '인증 코드가 올바르지 않거나 만료되었습니다',
    ],
  },
  captchaRequired: {
    code: 12111307,
    messages: [
      '请输入验证码',
      'Please enter the verification code',
      'Introduzca el código de verificación',
      '認証コードを入力してください',
      '인증 코드를 입력하세요',
    ],
  },
  wrongCredentials: {
    code: 12421103,
    messages: [
      '账号或密码错误',
      'Wrong account or password',
      'Cuenta o contraseña incorrecta',
      'アカウントまたはパスワードが正しくありません',
      '계정 또는 비밀번호가 올바르지 않습니다',
    ],
  },
  weakPassword: {
    code: 12421104,
    messages: [
      '密码至少8位，且须同时包含数字和字母',
      'The password must be at least 8 characters and mix digits and letters',
      'La contraseña debe tener al menos 8 caracteres y combinar dígitos y letras',
      'パスワードは8文字以上で、数字と英字を組み合わせてください',
      '비밀번호는 8자 이상이며 숫자와 영문자를 함께 포함해야 합니다',
    ],
  },
  accountDisabled: {
    code: 12421105,
    messages: [
      '账号已被停用，请联系管理员',
      'This account has been disabled; contact the administrator',
      'Esta cuenta está desactivada; contacte con el administrador',
      'このアカウントは無効化されています。管理者に連絡してください',
      '비활성화된 계정입니다. 관리자에게 문의하세요',
    ],
  },
  noInstitution: {
    code: 12421106,
    messages: [
      '账号不属于任何机构，请联系管理员',
      'This account belongs to no institution; contact the administrator',
      'Esta cuenta no pertenece a ninguna institución; contacte con el administrador',
      'このアカウントはどの機関にも所属していません。管理者に連絡してください',
      '이 계정은 어떤 기관에도 속해 있지 않습니다. 관리자에게 문의하세요',
    ],
  },
  passwordUndecryptable: {
    code: 12421107,
    messages: [
      '密码解密失败，请刷新页面后重试',
      'The password could not be decrypted; reload the page and try again',
      'No se pudo descifrar la contraseña; recargue la página e inténtelo de nuevo',
      'パスワードを復号できませんでした。ページを再読み込みしてやり直してください',
      '비밀번호를 복호화할 수 없습니다. 페이지를 새로 고친 후 다시 시도하세요',
    ],
  },
  unsupportedGrant: {
    code: 12421108,
    messages: [
      '不支持的登录方式',
      'This sign-in method is not supported',
      'Este método de inicio de sesión no es compatible',
      'このログイン方法はサポートされていません',
      '지원하지 않는 로그인 방식입니다',
    ],
  },
  userNameTaken: {
    code: 12421109,
    messages: [
      '用户名已存在',
      'This user name is already taken',
      'Este nombre de usuario ya existe',
      'このユーザー名は既に使用されています',
      '이미 사용 중인 사용자 이름입니다',
    ],
  },
  passwordLocked: {
    code: 12421110,
    messages: [
      '密码错误次数过多，请{minutes}分钟后再试',
      'Too many wrong passwords; try again in {minutes} minutes',
      'Demasiadas contraseñas incorrectas; inténtelo de nuevo en {minutes} minutos',
      'パスワードの誤りが多すぎます。{minutes}分後に再度お試しください',
      '비밀번호 오류가 너무 많습니다. {minutes}분 후에 다시 시도하세요',
    ],
  },
  accountRegistered: {
    code: 12421111,
    messages: [
      '该手机号或邮箱已注册',
      'This mobile number or e-mail is already registered',
      'Este número de móvil o correo electrónico ya está registrado',
      'この携帯電話番号またはメールアドレスは既に登録されています',
      '이미 등록된 휴대폰 번호 또는 이메일입니다',
    ],
  },
  accountNotRegistered: {
    code: 12421112,
    messages: [
      '该手机号或邮箱未注册',
      'This mobile number or e-mail is not registered',
      'Este número de móvil o correo electrónico no está registrado',
      'この携帯電話番号またはメールアドレスは登録されていません',
      '등록되지 않은 휴대폰 번호 또는 이메일입니다',
    ],
  },
  wechatNotConfigured: {
    code: 12421113,
    messages: [
      '未配置微信登录',
      'WeChat sign-in is not configured',
      'El inicio de sesión con WeChat no está configurado',
      'WeChatログインは設定されていません',
      'WeChat 로그인이 설정되지 않았습니다',
    ],
  },
  notAMember: {
    code: 12421114,
    messages: [
      '您不是该机构的成员',
      'You are not a member of this institution',
      'No es miembro de esta institución',
      'この機関のメンバーではありません',
      '이 기관의 구성원이 아닙니다',
    ],
  },
  roleNotHeld: {
    code: 12421115,
    messages: [
      '您在本机构没有该角色',
      'You do not hold this role in this institution',
      'No tiene este rol en esta institución',
      'この機関ではこのロールを持っていません',
      '이 기관에서 해당 역할이 없습니다',
    ],
  },
  wechatNotBound: {
    code: 12421116,
    messages: [
      '该微信尚未绑定账号，请先用账号登录后在个人中心绑定',
      'This WeChat account is not bound yet: sign in with your account and bind it in the personal centre',
      'Esta cuenta de WeChat aún no está vinculada: inicie sesión con su cuenta y vincúlela en el centro personal',
      'このWeChatはまだアカウントに連携されていません。アカウントでログインし、個人センターで連携してください',
      '이 WeChat은 아직 계정에 연결되지 않았습니다. 계정으로 로그인한 후 개인 센터에서 연결하세요',
    ],
  },
  wechatAuthFailed: {
    code: 12421117,
    messages: [
      '微信授权失败，请重新扫码',
      'WeChat authorisation failed, please scan the code again',
      'La autorización de WeChat falló; escanee el código de nuevo',
      'WeChatの認証に失敗しました。もう一度スキャンしてください',
      'WeChat 인증에 실패했습니다. 코드를 다시 스캔하세요',
    ],
  },
  wechatBoundElsewhere: {
    code: 12421118,
    messages: [
      '该微信已绑定其他账号',
      'This WeChat account is already bound to another account',
      'Esta cuenta de WeChat ya está vinculada a otra cuenta',
      'このWeChatは既に別のアカウントに連携されています',
      '이 WeChat은 이미 다른 계정에 연결되어 있습니다',
    ],
  },
  officeNameTaken: {
    code: 12310102,
    messages: [
      '机构名称已存在',
      'An institution with this name already exists',
      'Ya existe una institución con este nombre',
      '同名の機関が既に存在します',
      '같은 이름의 기관이 이미 있습니다',
    ],
  },
  officeNameLength: {
    code: 12310103,
    messages: [
      '机构名称为2-50个字符',
      'An institution name is 2 to 50 characters',
      'El nombre de una institución tiene de 2 a 50 caracteres',
      '機関名は2～50文字です',
      '기관 이름은 2~50자입니다',
    ],
  },
  deptNameTaken: {
    code: 12310104,
    messages: [
      '同级部门名称已存在',
      'A department with this name already exists at this level',
      'Ya existe un departamento con este nombre en este nivel',
      '同じ階層に同名の部署が既に存在します',
      '같은 단계에 같은 이름의 부서가 이미 있습니다',
    ],
  },
  deptHasChildren: {
    code: 12310105,
    messages: [
      '该部门下有子部门，不能删除',
      'This department has sub-departments and cannot be deleted',
      'Este departamento tiene subdepartamentos y no se puede eliminar',
      'この部署には下位部署があるため削除できません',
      '하위 부서가 있는 부서는 삭제할 수 없습니다',
    ],
  },
  deptHasMembers: {
    code: 12310106,
    messages: [
      '该部门下有成员，不能删除',
      'This department has members and cannot be deleted',
      'Este departamento tiene miembros y no se puede eliminar',
      'この部署には所属メンバーがいるため削除できません',
      '구성원이 있는 부서는 삭제할 수 없습니다',
    ],
  },
  deptMoveIntoSelf: {
    code: 12310107,
    messages: [
      '不能将部门移动到其自身或下级部门',
      'A department cannot be moved under itself or its sub-departments',
      'Un departamento no puede moverse bajo sí mismo ni bajo sus subdepartamentos',
      '部署を自身またはその下位部署の下に移動することはできません',
      '부서를 자신이나 하위 부서 아래로 옮길 수 없습니다',
    ],
  },
  importHasErrors: {
    code: 12310108,
    messages: [
      '导入文件中有错误，未导入任何数据',
      'The file has errors; nothing was imported',
      'El archivo tiene errores; no se importó nada',
      'ファイルにエラーがあるため、何もインポートされませんでした',
      '파일에 오류가 있어 아무것도 가져오지 않았습니다',
    ],
  },
  importEmpty: {
    code: 12310109,
    messages: [
      '导入文件中没有数据，请使用下载的模板填写',
      'The file holds no rows; fill in the downloaded template',
      'El archivo no contiene filas; rellene la plantilla descargada',
      'ファイルにデータがありません。ダウンロードしたテンプレートに記入してください',
      '파일에 데이터가 없습니다. 내려받은 양식에 작성하세요',
    ],
  },
  postNameTaken: {
    code: 12310110,
    messages: [
      '岗位名称已存在',
      'A post with this name already exists',
      'Ya existe un puesto con este nombre',
      '同名の職位が既に存在します',
      '같은 이름의 직위가 이미 있습니다',
    ],
  },
  postCodeTaken: {
    code: 12310111,
    messages: [
      '岗位编码已存在',
      'A post with this code already exists',
      'Ya existe un puesto con este código',
      '同じコードの職位が既に存在します',
      '같은 코드의 직위가 이미 있습니다',
    ],
  },
  postInUse: {
    code: 12310112,
    messages: [
      '该岗位已分配给成员，不能删除',
      'This post is held by members and cannot be deleted',
      'Este puesto está asignado a miembros y no se puede eliminar',
      'この職位はメンバーに割り当てられているため削除できません',
      '구성원에게 배정된 직위는 삭제할 수 없습니다',
    ],
  },
  roleNameTaken: {
    code: 12310113,
    messages: [
      '角色名称已存在',
      'A role with this name already exists',
      'Ya existe un rol con este nombre',
      '同名のロールが既に存在します',
      '같은 이름의 역할이 이미 있습니다',
    ],
  },
  roleBuiltin: {
    code: 12310114,
    messages: [
      '内置角色不能删除',
      'A built-in role cannot be deleted',
      'Un rol integrado no se puede eliminar',
      '組み込みロールは削除できません',
      '기본 역할은 삭제할 수 없습니다',
    ],
  },
  roleInUse: {
    code: 12310115,
    messages: [
      '该角色已分配给成员，不能删除',
      'This role is held by members and cannot be deleted',
      'Este rol está asignado a miembros y no se puede eliminar',
      'このロールはメンバーに割り当てられているため削除できません',
      '구성원에게 배정된 역할은 삭제할 수 없습니다',
    ],
  },
  cannotDisableSelf: {
    code: 12310116,
    messages: [
      '不能停用或移除自己的账号',
      'You cannot disable or remove your own account',
      'No puede desactivar ni quitar su propia cuenta',
      '自分のアカウントを無効化または削除することはできません',
      '자신의 계정은 비활성화하거나 제거할 수 없습니다',
    ],
  },
  mobileTaken: {
    code: 12310117,
    messages: [
      '手机号已被其他账号使用',
      'This mobile number is used by another account',
      'Este número de móvil lo usa otra cuenta',
      'この携帯番号は他のアカウントで使用されています',
      '이 휴대폰 번호는 다른 계정에서 사용 중입니다',
    ],
  },
  emailTaken: {
    code: 12310118,
    messages: [
      '邮箱已被其他账号使用',
      'This e-mail address is used by another account',
      'Esta dirección de correo la usa otra cuenta',
      'このメールアドレスは他のアカウントで使用されています',
      '이 이메일 주소는 다른 계정에서 사용 중입니다',
    ],
  },
  alreadyMember: {
    code: 12310119,
    messages: [
      '该用户已是本机构成员',
      'This person is already a member of the institution',
      'Esta persona ya es miembro de la institución',
      'この利用者は既にこの機関のメンバーです',
      '이 사용자는 이미 이 기관의 구성원입니다',
    ],
  },
  noDataRights: {
    code: 12310120,
    messages: [
      '没有该部门的组织数据权限',
      'You have no organisation data rights for this department',
      'No tiene derechos de datos de organización sobre este departamento',
      'この部署の組織データ権限がありません',
      '이 부서에 대한 조직 데이터 권한이 없습니다',
    ],
  },
  roleRequired: {
    code: 12310121,
    messages: [
      '请至少选择一个角色',
      'Choose at least one role',
      'Elija al menos un rol',
      'ロールを1つ以上選択してください',
      '역할을 하나 이상 선택하세요',
    ],
  },
  dictCodeTaken: {
    code: 12310122,
    messages: [
      '字典编码已存在',
      'This dictionary code already exists',
      'Este código de diccionario ya existe',
      'この辞書コードは既に存在します',
      '이 사전 코드는 이미 있습니다',
    ],
  },
  dictDefaultLocked: {
    code: 12310123,
    messages: [
      '系统默认字典项不能删除，可以停用',
      'A system default entry cannot be deleted; disable it instead',
      'Una entrada predeterminada del sistema no se puede eliminar; desactívela',
      'システム既定の項目は削除できません。無効にしてください',
      '시스템 기본 항목은 삭제할 수 없습니다. 비활성화하세요',
    ],
  },
  excelFileOnly: {
    code: 12310124,
    messages: [
      '只能上传不超过{max}MB的xlsx文件',
      'Only xlsx files up to {max} MB can be uploaded',
      'Solo se pueden subir archivos xlsx de hasta {max} MB',
      'アップロードできるのは{max}MB以下のxlsxファイルのみです',
      '{max}MB 이하의 xlsx 파일만 업로드할 수 있습니다',
    ],
  },
  parentDeptMissing: {
    code: 12310125,
    messages: [
      '上级部门不存在',
      'The parent department does not exist',
      'El departamento superior no existe',
      '上位部署が存在しません',
      '상위 부서가 없습니다',
    ],
  },
  sortInvalid: {
    code: 12310126,
    messages: [
      '排序须为0到99999的整数',
      'The order must be a whole number from 0 to 99999',
      'El orden debe ser un número entero de 0 a 99999',
      '並び順は0～99999の整数です',
      '순서는 0~99999의 정수여야 합니다',
    ],
  },
  duplicateInFile: {
    code: 12310127,
    messages: [
      '与文件中前面的行重复',
      'Repeats an earlier row of the file',
      'Repite una fila anterior del archivo',
      'ファイル内の前の行と重複しています',
      '파일의 앞 행과 중복됩니다',
    ],
  },
  /** The group marker travels in the Group header of every call, where browsers allow only ASCII. */
  routeFlagFormat: {
    code: 12310170,
    messages: [
      '集团标识只能包含英文字母、数字、“-”和“_”，最多 20 个字符',
      'The group marker may hold only Latin letters, digits, "-" and "_", at most 20 characters',
      'El identificador de grupo solo admite letras latinas, dígitos, "-" y "_", con un máximo de 20 caracteres',
      'グループ識別子に使えるのは半角英字・数字・「-」「_」のみで、20 文字以内です',
      '그룹 식별자에는 영문자, 숫자, "-", "_"만 쓸 수 있으며 최대 20자입니다',
    ],
  },
  /** An institution's time zone is one of the IANA names the server knows (Intl.supportedValuesOf). */
  timeZoneUnknown: {
    code: 12310171,
    messages: [
      '未知的时区：{zone}',
      'Unknown time zone: {zone}',
      'Zona horaria desconocida: {zone}',
      '不明なタイムゾーンです：{zone}',
      '알 수 없는 시간대입니다: {zone}',
    ],
  },
  sharedAccount: {
    code: 12310128,
    messages: [
      '该账号由其他机构创建，姓名、密码和联系方式只能由本人或创建它的机构修改',
      'This account was created by another institution; only its owner or that institution may change its name, password and contact details',
      'Esta cuenta la creó otra institución; solo su titular o esa institución pueden cambiar el nombre, la contraseña y los datos de contacto',
      'このアカウントは他の機関が作成したものです。氏名・パスワード・連絡先は本人または作成した機関のみ変更できます',
      '이 계정은 다른 기관이 만들었습니다. 이름, 비밀번호, 연락처는 본인 또는 계정을 만든 기관만 바꿀 수 있습니다',
    ],
  },
  grantBeyondOwn: {
    code: 12310129,
    messages: [
      '不能授予自己没有的权限',
      'You cannot grant an authority you do not hold',
      'No puede conceder una autorización que usted no tiene',
      '自分が持っていない権限は付与できません',
      '자신에게 없는 권한은 부여할 수 없습니다',
    ],
  },
  passwordTooShort: {
    code: 12310130,
    messages: [
      '密码长度不能少于 {min} 位',
      'The password must be at least {min} characters long',
      'La contraseña debe tener al menos {min} caracteres',
      'パスワードは {min} 文字以上にしてください',
      '비밀번호는 {min}자 이상이어야 합니다',
    ],
  },
  passwordNeedsCase: {
    code: 12310131,
    messages: [
      '密码须同时包含大写字母和小写字母',
      'The password must contain both upper-case and lower-case letters',
      'La contraseña debe contener mayúsculas y minúsculas',
      'パスワードには大文字と小文字の両方を含めてください',
      '비밀번호에는 대문자와 소문자가 모두 포함되어야 합니다',
    ],
  },
  imageType: {
    code: 12310132,
    messages: [
      '请上传 PNG、JPEG 或 WebP 格式的图片',
      'Please upload a PNG, JPEG or WebP image',
      'Suba una imagen PNG, JPEG o WebP',
      'PNG、JPEG、WebP 形式の画像をアップロードしてください',
      'PNG, JPEG 또는 WebP 이미지를 업로드하세요',
    ],
  },
  imageTooLarge: {
    code: 12310133,
    messages: [
      '图片大小不能超过 {max} KB',
      'The image may not be larger than {max} KB',
      'La imagen no puede superar {max} KB',
      '画像は {max} KB 以下にしてください',
      '이미지는 {max}KB를 넘을 수 없습니다',
    ],
  },
  candidateIdTaken: {
    code: 12310134,
    messages: [
      '该证件号码的考生账号已存在',
      'A candidate account with this certificate number already exists',
      'Ya existe una cuenta de candidato con este número de documento',
      'この証明書番号の受験者アカウントは既に存在します',
      '이 신분증 번호의 응시자 계정이 이미 있습니다',
    ],
  },
  candidateMobileTaken: {
    code: 12310135,
    messages: [
      '该手机号已被其他考生账号使用',
      'This mobile number is already used by another candidate account',
      'Este móvil ya lo usa otra cuenta de candidato',
      'この携帯番号は他の受験者アカウントで使用されています',
      '이 휴대폰 번호는 다른 응시자 계정에서 사용 중입니다',
    ],
  },
  certificateTypeUnknown: {
    code: 12310136,
    messages: [
      '证件类型不存在',
      'Unknown certificate type',
      'Tipo de documento desconocido',
      '証明書の種類が存在しません',
      '알 수 없는 신분증 유형입니다',
    ],
  },
  roleUnknown: {
    code: 12310137,
    messages: [
      '角色不存在：{name}',
      'No such role: {name}',
      'No existe el rol: {name}',
      'ロールが存在しません：{name}',
      '역할이 없습니다: {name}',
    ],
  },
  deptUnknown: {
    code: 12310138,
    messages: [
      '部门不存在：{name}',
      'No such department: {name}',
      'No existe el departamento: {name}',
      '部署が存在しません：{name}',
      '부서가 없습니다: {name}',
    ],
  },
  postUnknown: {
    code: 12310139,
    messages: [
      '岗位不存在：{name}',
      'No such post: {name}',
      'No existe el puesto: {name}',
      '職位が存在しません：{name}',
      '직위가 없습니다: {name}',
    ],
  },
});
