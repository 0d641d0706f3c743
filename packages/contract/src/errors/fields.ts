import { defineErrors } from './define';

/** Field validation (spec §5), shared by the client's forms and the server's checks. */
export const fieldErrors = defineErrors({
  userNameRequired: {
    code: 10001001,
    messages: [
      '用户名不能为空',
      'User name cannot be empty',
      'El nombre de usuario no puede estar vacío',
      'ユーザー名を入力してください',
      '사용자 이름을 입력하세요',
    ],
  },
  userNameFormat: {
    code: 10001002,
    messages: [
      '用户名只能为2-10位中文、字母或数字',
      'User name can only be 2-10 Chinese characters, letters or digits',
      'El nombre de usuario solo puede tener de 2 a 10 caracteres chinos, letras o dígitos',
      'ユーザー名は2～10文字の漢字、英字、数字のみ使用できます',
      '사용자 이름은 2~10자의 한자, 영문자 또는 숫자만 가능합니다',
    ],
  },
  passwordFormat: {
    code: 10001003,
    messages: [
      '密码为8-20位字母、数字或下划线',
      'Password must be 8-20 letters, digits or underscores',
      'La contraseña debe tener de 8 a 20 letras, dígitos o guiones bajos',
      'パスワードは8～20文字の英字、数字、アンダースコアで入力してください',
      '비밀번호는 8~20자의 영문자, 숫자 또는 밑줄이어야 합니다',
    ],
  },
  passwordFormatLoose: {
    code: 10001004,
    messages: [
      '密码为6-20位字母、数字或下划线',
      'Password must be 6-20 letters, digits or underscores',
      'La contraseña debe tener de 6 a 20 letras, dígitos o guiones bajos',
      'パスワードは6～20文字の英字、数字、アンダースコアで入力してください',
      '비밀번호는 6~20자의 영문자, 숫자 또는 밑줄이어야 합니다',
    ],
  },
  emailOrMobileFormat: {
    code: 10001005,
    messages: [
      '请输入正确的邮箱或手机号',
      'Please enter a correct e-mail or mobile number',
      'Introduzca un correo electrónico o número de móvil correcto',
      '正しいメールアドレスまたは携帯電話番号を入力してください',
      '올바른 이메일 또는 휴대폰 번호를 입력하세요',
    ],
  },
  emailFormat: {
    code: 10001006,
    messages: [
      '邮箱格式不正确',
      'E-mail format incorrect',
      'Formato de correo electrónico incorrecto',
      'メールアドレスの形式が正しくありません',
      '이메일 형식이 올바르지 않습니다',
    ],
  },
  mobileRequired: {
    code: 10001007,
    messages: [
      '请输入手机号',
      'Please enter a mobile number',
      'Introduzca un número de móvil',
      '携帯電話番号を入力してください',
      '휴대폰 번호를 입력하세요',
    ],
  },
  mobileFormat: {
    code: 10001008,
    messages: [
      '手机号格式不正确',
      'Mobile number format incorrect',
      'Formato de número de móvil incorrecto',
      '携帯電話番号の形式が正しくありません',
      '휴대폰 번호 형식이 올바르지 않습니다',
    ],
  },
  phoneOrLandlineRequired: {
    code: 10001009,
    messages: [
      '请输入手机号或座机号',
      'Please enter a mobile or landline number',
      'Introduzca un número de móvil o de teléfono fijo',
      '携帯電話番号または固定電話番号を入力してください',
      '휴대폰 또는 유선 전화번호를 입력하세요',
    ],
  },
  ageInvalid: {
    code: 10001010,
    messages: [
      '请填写正确的年龄',
      'Please fill in the correct age',
      'Indique una edad correcta',
      '正しい年齢を入力してください',
      '올바른 나이를 입력하세요',
    ],
  },
  idNumberRequired: {
    code: 10001011,
    messages: [
      '请填写证件号码',
      'Please fill in the certificate number',
      'Indique el número del documento',
      '証明書番号を入力してください',
      '신분증 번호를 입력하세요',
    ],
  },
  idTypeRequired: {
    code: 10001012,
    messages: [
      '请先选择证件类型',
      'Please choose the certificate type first',
      'Elija primero el tipo de documento',
      '先に証明書の種類を選択してください',
      '먼저 신분증 종류를 선택하세요',
    ],
  },
  idNumberFormat: {
    code: 10001013,
    messages: [
      '请检查输入的证件号码',
      'Please check the certificate number entered',
      'Compruebe el número de documento introducido',
      '入力した証明書番号を確認してください',
      '입력한 신분증 번호를 확인하세요',
    ],
  },
  idNumberIncorrect: {
    code: 10001014,
    messages: [
      '请输入正确的证件号码！',
      'Please enter the correct certificate number!',
      '¡Introduzca un número de documento correcto!',
      '正しい証明書番号を入力してください！',
      '올바른 신분증 번호를 입력하세요!',
    ],
  },
  fieldRequired: {
    code: 10001015,
    messages: [
      '{title}未填写',
      '{title} is required',
      '{title} es obligatorio',
      '{title}が未入力です',
      '{title}을(를) 입력하지 않았습니다',
    ],
  },
  fieldLength: {
    code: 10001016,
    messages: [
      '长度在 {min} 到 {max} 个字符',
      'Length must be {min} to {max} characters',
      'La longitud debe ser de {min} a {max} caracteres',
      '{min}～{max}文字で入力してください',
      '길이는 {min}~{max}자여야 합니다',
    ],
  },
  passwordRequired: {
    code: 10001017,
    messages: [
      '请输入密码',
      'Please enter the password',
      'Introduzca la contraseña',
      'パスワードを入力してください',
      '비밀번호를 입력하세요',
    ],
  },
  accountRequired: {
    code: 10001018,
    messages: ['请输入账号', 'Please enter the account', 'Introduzca la cuenta', 'アカウントを入力してください', '계정을 입력하세요'],
  },
});
