import { defineErrors } from './define';

/** 16xxx, 41xxxxxx, 42xxxxxx exams and candidates. */
export const examErrors = defineErrors({
  /** Same message as 41023601; spec §8 lists both codes. */
  wrongPassword: {
    code: 16312,
    messages: ['密码错误', 'Wrong password', 'Contraseña incorrecta', 'パスワードが正しくありません', '비밀번호가 올바르지 않습니다'],
  },
  /** Same message as 16312; spec §8 lists both codes. */
  examWrongPassword: {
    code: 41023601,
    messages: ['密码错误', 'Wrong password', 'Contraseña incorrecta', 'パスワードが正しくありません', '비밀번호가 올바르지 않습니다'],
  },
  /** Same message as 41021902; spec §8 lists both codes. */
  photoBatchTooLarge: {
    code: 16264,
    messages: [
      '考生照片批量导入不能超过100M',
      'Candidate photo import may not exceed 100M',
      'La importación de fotos de candidatos no puede superar 100M',
      '受験者写真の一括インポートは100Mまでです',
      '응시자 사진 일괄 가져오기는 100M를 넘을 수 없습니다',
    ],
  },
  /** Same message as 16264; spec §8 lists both codes. */
  photoImportTooLarge: {
    code: 41021902,
    messages: [
      '考生照片批量导入不能超过100M',
      'Candidate photo import may not exceed 100M',
      'La importación de fotos de candidatos no puede superar 100M',
      '受験者写真の一括インポートは100Mまでです',
      '응시자 사진 일괄 가져오기는 100M를 넘을 수 없습니다',
    ],
  },
  examPublishedCannotDelete: {
    code: 41010402,
    messages: [
      '已发布的考试不能删除',
      'A published exam cannot be deleted',
      'Un examen publicado no se puede eliminar',
      '公開済みの試験は削除できません',
      '게시된 시험은 삭제할 수 없습니다',
    ],
  },
  pauseTooLate: {
    code: 41026502,
    messages: [
      '剩余时间不足5分钟，不支持暂停',
      'Less than 5 minutes left; pausing is not supported',
      'Quedan menos de 5 minutos; no se puede pausar',
      '残り時間が5分未満のため一時停止できません',
      '남은 시간이 5분 미만이라 일시 정지할 수 없습니다',
    ],
  },
  pauseTooLong: {
    code: 41026507,
    messages: [
      '暂停时长不能超过5分钟，且不能超过剩余时间',
      'A pause may not exceed 5 minutes nor the remaining time',
      'Una pausa no puede superar 5 minutos ni el tiempo restante',
      '一時停止は5分以内かつ残り時間以内にしてください',
      '일시 정지는 5분과 남은 시간을 넘을 수 없습니다',
    ],
  },
  subjectDurationInvalid: {
    code: 41030101,
    messages: [
      '科目时长须为正整数',
      'The subject duration must be a positive integer',
      'La duración de la asignatura debe ser un entero positivo',
      '科目の時間は正の整数にしてください',
      '과목 시간은 양의 정수여야 합니다',
    ],
  },
  earlySubmitInvalid: {
    code: 41030102,
    messages: [
      '允许提前交卷分钟数须为不大于考试时长的非负整数',
      'Early-submit minutes must be a non-negative integer no greater than the duration',
      'Los minutos de entrega anticipada deben ser un entero no negativo no mayor que la duración',
      '早期提出可能時間は試験時間以下の0以上の整数にしてください',
      '조기 제출 가능 시간은 시험 시간 이하의 0 이상 정수여야 합니다',
    ],
  },
  examMethodNameTooLong: {
    code: 41030103,
    messages: [
      '考试方式名称不能超过10个汉字',
      'An exam-method name may not exceed 10 Chinese characters',
      'El nombre del método de examen no puede superar 10 caracteres chinos',
      '試験方式名は漢字10文字以内です',
      '시험 방식 이름은 한자 10자를 넘을 수 없습니다',
    ],
  },
  examSubjectNameTooLong: {
    code: 41030104,
    messages: [
      '科目名称不能超过20个汉字或60个字符',
      'A subject name may not exceed 20 Chinese characters or 60 characters',
      'El nombre de la asignatura no puede superar 20 caracteres chinos o 60 caracteres',
      '科目名は漢字20文字または60文字以内です',
      '과목 이름은 한자 20자 또는 60자를 넘을 수 없습니다',
    ],
  },
  voiceCallNeedsVideo: {
    code: 41050101,
    messages: [
      '语音通话需开启实时视频并启用语音设置',
      'A voice call needs live video and the voice setting enabled',
      'Una llamada de voz necesita vídeo en directo y la opción de voz activada',
      '音声通話にはライブ映像と音声設定の有効化が必要です',
      '음성 통화에는 실시간 영상과 음성 설정 활성화가 필요합니다',
    ],
  },
  configKeyUnknown: {
    code: 41050111,
    messages: [
      '没有配置项“{key}”',
      'There is no option “{key}”',
      'No existe la opción «{key}»',
      '設定項目「{key}」はありません',
      '설정 항목 “{key}”이(가) 없습니다',
    ],
  },
  configValueInvalid: {
    code: 41050112,
    messages: [
      '“{name}”的取值无效',
      'The value of “{name}” is not valid',
      'El valor de «{name}» no es válido',
      '「{name}」の値が正しくありません',
      '“{name}”의 값이 올바르지 않습니다',
    ],
  },
  configValueOutOfRange: {
    code: 41050113,
    messages: [
      '“{name}”须为{min}到{max}之间的整数',
      '“{name}” must be a whole number from {min} to {max}',
      '«{name}» debe ser un número entero entre {min} y {max}',
      '「{name}」は{min}から{max}までの整数にしてください',
      '“{name}”은(는) {min}에서 {max} 사이의 정수여야 합니다',
    ],
  },
  configNeedsCamera: {
    code: 41050114,
    messages: [
      '“{name}”需先开启摄像头',
      '“{name}” needs the camera turned on',
      '«{name}» requiere activar la cámara',
      '「{name}」にはカメラを有効にする必要があります',
      '“{name}”을(를) 사용하려면 카메라를 켜야 합니다',
    ],
  },
  configLoginMethodRequired: {
    code: 41050115,
    messages: [
      '请至少选择一种登录方式',
      'Choose at least one sign-in method',
      'Elija al menos una forma de acceso',
      'ログイン方法を1つ以上選択してください',
      '로그인 방식을 하나 이상 선택하세요',
    ],
  },
  configDateRequired: {
    code: 41050116,
    messages: [
      '请选择“{name}”',
      'Choose the date for “{name}”',
      'Elija la fecha de «{name}»',
      '「{name}」を選択してください',
      '“{name}”을(를) 선택하세요',
    ],
  },
  lateEntryTooLong: {
    code: 41050117,
    messages: [
      '迟到限制不能超过最短科目时长（{max}分钟）',
      'Late entry may not exceed the shortest subject ({max} minutes)',
      'La entrada tardía no puede superar la asignatura más corta ({max} minutos)',
      '遅刻制限は最短の科目時間（{max}分）以内にしてください',
      '지각 제한은 가장 짧은 과목 시간({max}분)을 넘을 수 없습니다',
    ],
  },
  breakRuleSetUnknown: {
    code: 41050118,
    messages: [
      '违纪规则不存在',
      'There is no such break-rule set',
      'No existe ese conjunto de reglas de infracción',
      'その不正検知ルールはありません',
      '해당 부정행위 규칙이 없습니다',
    ],
  },
  tooManyPapers: {
    code: 41090308,
    messages: [
      '最多只能添加一份试卷',
      'At most one paper may be added',
      'Se puede añadir como máximo un examen',
      '追加できる試験用紙は1部までです',
      '시험지는 최대 1부만 추가할 수 있습니다',
    ],
  },
  tooManyPapersImported: {
    code: 41090503,
    messages: [
      '最多只能导入5份试卷',
      'At most 5 papers can be imported',
      'Se pueden importar como máximo 5 exámenes',
      'インポートできる試験用紙は5部までです',
      '시험지는 최대 5부까지 가져올 수 있습니다',
    ],
  },
  paperLongerThanSubject: {
    code: 41090504,
    messages: [
      '试卷“{paper}”时长{paperMinutes}分钟，超过科目“{subject}”的考试时长{subjectMinutes}分钟',
      'Paper “{paper}” lasts {paperMinutes} minutes, longer than the {subjectMinutes} minutes of subject “{subject}”',
      'El examen «{paper}» dura {paperMinutes} minutos, más que los {subjectMinutes} minutos de la asignatura «{subject}»',
      '試験用紙「{paper}」の時間{paperMinutes}分が科目「{subject}」の試験時間{subjectMinutes}分を超えています',
      '시험지 “{paper}”의 시간 {paperMinutes}분이 과목 “{subject}”의 시험 시간 {subjectMinutes}분보다 깁니다',
    ],
  },
  paperAlreadyInSubject: {
    code: 41090505,
    messages: [
      '试卷“{paper}”已在该科目中',
      'Paper “{paper}” is in this subject already',
      'El examen «{paper}» ya está en esta asignatura',
      '試験用紙「{paper}」はこの科目に追加済みです',
      '시험지 “{paper}”는 이미 이 과목에 있습니다',
    ],
  },
  answerKeyBeforeEnd: {
    code: 41090601,
    messages: [
      '考试结束前不能导入答案',
      'The answer key cannot be imported before the exam ends',
      'La clave de respuestas no se puede importar antes de que termine el examen',
      '試験終了前に解答をインポートすることはできません',
      '시험 종료 전에는 정답을 가져올 수 없습니다',
    ],
  },
  admissionTicketWrong: {
    code: 41300602,
    messages: [
      '准考证号错误',
      'Wrong admission ticket number',
      'Número de admisión incorrecto',
      '受験票番号が正しくありません',
      '수험표 번호가 올바르지 않습니다',
    ],
  },
  idNumberNotFound: {
    code: 41300603,
    messages: [
      '证件号码不存在',
      'The ID number was not found',
      'No se encontró el número de documento',
      '証明書番号が見つかりません',
      '신분증 번호를 찾을 수 없습니다',
    ],
  },
  mobileNotFound: {
    code: 41300604,
    messages: [
      '手机号不存在',
      'The mobile number was not found',
      'No se encontró el número de móvil',
      '携帯電話番号が見つかりません',
      '휴대폰 번호를 찾을 수 없습니다',
    ],
  },
  examNotPublished: {
    code: 41300605,
    messages: [
      '考试未发布',
      'The exam is not published',
      'El examen no está publicado',
      '試験は公開されていません',
      '시험이 게시되지 않았습니다',
    ],
  },
  examNotOpen: {
    code: 41300606,
    messages: [
      '考试尚未开放登录',
      'The exam is not open yet',
      'El examen aún no está abierto',
      '試験はまだ開始されていません',
      '시험이 아직 열리지 않았습니다',
    ],
  },
  examEnded: {
    code: 41300607,
    messages: ['考试已结束', 'The exam has ended', 'El examen ha terminado', '試験は終了しました', '시험이 종료되었습니다'],
  },
  examCompleted: {
    code: 41300608,
    messages: [
      '考生已完成考试',
      'The candidate has completed the exam',
      'El candidato ya ha completado el examen',
      '受験者は試験を完了しています',
      '응시자가 이미 시험을 완료했습니다',
    ],
  },
  loginMethodNotAllowed: {
    code: 41300609,
    messages: [
      '不允许使用该方式登录',
      'This login method is not allowed',
      'Este método de acceso no está permitido',
      'このログイン方法は許可されていません',
      '이 로그인 방식은 허용되지 않습니다',
    ],
  },
  candidatePasswordWrong: {
    code: 41300610,
    messages: [
      '考生密码错误',
      'Wrong candidate password',
      'Contraseña del candidato incorrecta',
      '受験者のパスワードが正しくありません',
      '응시자 비밀번호가 올바르지 않습니다',
    ],
  },
  sessionNotOpen: {
    code: 41300611,
    messages: [
      '本场次尚未开放登录',
      'This session is not open yet',
      'Esta sesión aún no está abierta',
      'このセッションはまだ開始されていません',
      '이 회차는 아직 열리지 않았습니다',
    ],
  },
  sessionEnded: {
    code: 41300612,
    messages: [
      '本场次已结束',
      'This session has ended',
      'Esta sesión ha terminado',
      'このセッションは終了しました',
      '이 회차는 종료되었습니다',
    ],
  },
  signedInElsewhere: {
    code: 41300613,
    messages: [
      '考生已在其他设备登录',
      'The candidate is signed in on another device',
      'El candidato ha iniciado sesión en otro dispositivo',
      '受験者は別の端末でログインしています',
      '응시자가 다른 기기에서 로그인했습니다',
    ],
  },
  candidateRemoved: {
    code: 41300614,
    messages: [
      '考生已被移出考试',
      'The candidate has been removed from the exam',
      'El candidato ha sido retirado del examen',
      '受験者は試験から除外されています',
      '응시자가 시험에서 제외되었습니다',
    ],
  },
  candidateInExam: {
    code: 41020601,
    messages: [
      '该考生已在本考试中',
      'This candidate is in the exam already',
      'Este candidato ya está en el examen',
      'この受験者は既にこの試験に登録されています',
      '이 응시자는 이미 이 시험에 있습니다',
    ],
  },
  admissionNumberTaken: {
    code: 41020602,
    messages: [
      '准考证号{number}在本考试中已存在',
      'Admission number {number} is taken in this exam',
      'El número de admisión {number} ya existe en este examen',
      '受験番号{number}はこの試験で既に使われています',
      '수험번호 {number}은(는) 이 시험에 이미 있습니다',
    ],
  },
  admissionSerialExhausted: {
    code: 41020603,
    messages: [
      '准考证号流水号已用完，请调整准考证号规则',
      'The admission numbers of this rule are used up: change the rule',
      'Los números de admisión de esta regla se han agotado: cambie la regla',
      'この規則の受験番号を使い切りました。規則を変更してください',
      '이 규칙의 수험번호를 모두 사용했습니다. 규칙을 바꾸세요',
    ],
  },
  examCandidatesLocked: {
    code: 41020604,
    messages: [
      '考试已发布，不能移除考生，请先取消发布',
      'The exam is published: unpublish it before removing candidates',
      'El examen está publicado: anule la publicación antes de retirar candidatos',
      '試験は公開中です。受験者を除外するには公開を取り消してください',
      '시험이 게시되었습니다. 응시자를 제외하려면 먼저 게시를 취소하세요',
    ],
  },
  candidateInfoLocked: {
    code: 41020605,
    messages: [
      '考试已开始或已结束，考生信息不能修改',
      'The exam has begun or ended: candidate information can no longer change',
      'El examen ha comenzado o terminado: los datos del candidato ya no pueden cambiar',
      '試験が開始または終了したため、受験者情報は変更できません',
      '시험이 시작되었거나 끝나 응시자 정보를 바꿀 수 없습니다',
    ],
  },
  collectFieldUnknown: {
    code: 41020606,
    messages: [
      '信息采集项{field}不属于本考试',
      'Information field {field} is not on this exam’s form',
      'El campo {field} no pertenece al formulario de este examen',
      '情報項目{field}はこの試験のフォームにありません',
      '정보 항목 {field}은(는) 이 시험의 양식에 없습니다',
    ],
  },
  photoZipEntryUnsafe: {
    code: 41020607,
    messages: [
      '照片压缩包中的文件名不安全：{name}',
      'The photo zip holds an unsafe file name: {name}',
      'El zip de fotos contiene un nombre de archivo no seguro: {name}',
      '写真のZIPに安全でないファイル名があります：{name}',
      '사진 압축 파일에 안전하지 않은 파일 이름이 있습니다: {name}',
    ],
  },
  photoZipUnreadable: {
    code: 41020608,
    messages: [
      '照片压缩包无法读取，请上传zip文件',
      'The photo archive cannot be read: upload a zip file',
      'No se puede leer el archivo de fotos: suba un archivo zip',
      '写真のアーカイブを読み取れません。ZIPファイルをアップロードしてください',
      '사진 압축 파일을 읽을 수 없습니다. zip 파일을 올리세요',
    ],
  },
  photoZipTooManyEntries: {
    code: 41020615,
    messages: [
      '照片压缩包内的文件不能超过{max}个',
      'The photo zip may hold at most {max} files',
      'El zip de fotos puede contener como máximo {max} archivos',
      '写真のZIPに入れられるファイルは{max}個までです',
      '사진 압축 파일에는 파일을 최대 {max}개까지 넣을 수 있습니다',
    ],
  },
  uploadTokenInvalid: {
    code: 41020609,
    messages: [
      '上传凭证无效或已过期',
      'The upload credential is invalid or has expired',
      'La credencial de subida no es válida o ha caducado',
      'アップロード資格情報が無効か期限切れです',
      '업로드 자격 증명이 잘못되었거나 만료되었습니다',
    ],
  },
  candidateFieldsMissing: {
    code: 41020610,
    messages: [
      '请选择考生账号，或填写姓名、证件类型和证件号码',
      'Choose a candidate account, or give a name, certificate type and number',
      'Elija una cuenta de candidato o indique nombre, tipo y número de documento',
      '受験者アカウントを選ぶか、氏名・証明書の種類・番号を入力してください',
      '응시자 계정을 선택하거나 이름, 신분증 유형과 번호를 입력하세요',
    ],
  },
  photoNotMatched: {
    code: 41020611,
    messages: [
      '没有证件号码或准考证号为{name}的考生',
      'No candidate has the certificate or admission number {name}',
      'Ningún candidato tiene el número de documento o de admisión {name}',
      '証明書番号または受験番号が{name}の受験者はいません',
      '신분증 번호나 수험번호가 {name}인 응시자가 없습니다',
    ],
  },
  photoNotImage: {
    code: 41020612,
    messages: [
      '{name}不是图片（支持PNG、JPEG、GIF、WebP，不超过10M）',
      '{name} is not a picture (PNG, JPEG, GIF or WebP, at most 10M)',
      '{name} no es una imagen (PNG, JPEG, GIF o WebP, hasta 10M)',
      '{name}は画像ではありません（PNG・JPEG・GIF・WebP、10Mまで）',
      '{name}은(는) 그림이 아닙니다 (PNG, JPEG, GIF, WebP, 최대 10M)',
    ],
  },
  collectFieldReadOnly: {
    code: 41020613,
    messages: [
      '{title}为只读项，不能修改',
      '{title} is read-only and cannot be changed',
      '{title} es de solo lectura y no se puede cambiar',
      '{title}は読み取り専用のため変更できません',
      '{title}은(는) 읽기 전용이라 바꿀 수 없습니다',
    ],
  },
  uploadAddressUsed: {
    code: 41020614,
    messages: [
      '该上传地址已上传过文件，请重新获取上传地址',
      'A file has been uploaded to this address already; ask for a new upload address',
      'Ya se ha subido un archivo a esta dirección; solicite una nueva dirección de subida',
      'このアップロード先にはすでにファイルがアップロードされています。新しいアップロード先を取得してください',
      '이 업로드 주소에는 이미 파일이 업로드되었습니다. 새 업로드 주소를 받으세요',
    ],
  },
  personalDataBeyondRights: {
    code: 41020616,
    messages: [
      '该考生所在部门不在您的组织数据权限内，不能查看其完整个人信息',
      "The candidate's department is outside your organisation data rights; their personal data cannot be shown whole",
      'El departamento del candidato está fuera de sus derechos de datos de organización; sus datos personales no se pueden mostrar completos',
      'この受験者の部署はあなたの組織データ権限の範囲外のため、個人情報を完全には表示できません',
      '이 응시자의 부서는 조직 데이터 권한 밖이라 개인정보 전체를 볼 수 없습니다',
    ],
  },
  examNameTaken: {
    code: 41010101,
    messages: [
      '考试名称已存在',
      'An exam of this name exists already',
      'Ya existe un examen con este nombre',
      'この名前の試験は既に存在します',
      '같은 이름의 시험이 이미 있습니다',
    ],
  },
  examBeginAfterEnd: {
    code: 41010102,
    messages: [
      '考试开始时间须早于结束时间',
      'The exam must begin before it ends',
      'El examen debe empezar antes de terminar',
      '試験の開始時刻は終了時刻より前にしてください',
      '시험 시작 시간은 종료 시간보다 빨라야 합니다',
    ],
  },
  subjectNameRepeated: {
    code: 41010103,
    messages: [
      '科目名称不能重复',
      'Two subjects may not share a name',
      'Dos asignaturas no pueden tener el mismo nombre',
      '科目名が重複しています',
      '과목 이름이 중복됩니다',
    ],
  },
  examNotReady: {
    code: 41010403,
    messages: [
      '考试尚不能发布：{gaps}',
      'The exam cannot be published yet: {gaps}',
      'El examen aún no se puede publicar: {gaps}',
      '試験はまだ公開できません：{gaps}',
      '시험을 아직 게시할 수 없습니다: {gaps}',
    ],
  },
  examPublishedLocked: {
    code: 41010404,
    messages: [
      '考试已发布，请先取消发布再修改科目、时间或试卷',
      'The exam is published: unpublish it before changing its subjects, times or papers',
      'El examen está publicado: anule la publicación antes de cambiar asignaturas, horarios o exámenes',
      '試験は公開中です。科目・時間・試験用紙を変更するには公開を取り消してください',
      '시험이 게시되었습니다. 과목, 시간, 시험지를 바꾸려면 먼저 게시를 취소하세요',
    ],
  },
  subjectInUse: {
    code: 41010405,
    messages: [
      '科目“{name}”已有场次或试卷，不能删除',
      'Subject “{name}” has sessions or papers and cannot be removed',
      'La asignatura «{name}» tiene sesiones o exámenes y no se puede quitar',
      '科目「{name}」には試験回または試験用紙があるため削除できません',
      '과목 “{name}”에 회차 또는 시험지가 있어 삭제할 수 없습니다',
    ],
  },
  categoryTooDeep: {
    code: 41010501,
    messages: [
      '考试分类最多3级',
      'Exam categories go at most 3 levels deep',
      'Las categorías de examen tienen como máximo 3 niveles',
      '試験分類は3階層までです',
      '시험 분류는 최대 3단계입니다',
    ],
  },
  categoryHasChildren: {
    code: 41010502,
    messages: [
      '请先删除该分类的下级分类',
      'Delete the sub-categories of this category first',
      'Elimine primero las subcategorías de esta categoría',
      '先にこの分類の下位分類を削除してください',
      '먼저 이 분류의 하위 분류를 삭제하세요',
    ],
  },
  categoryNameTaken: {
    code: 41010503,
    messages: [
      '同级下已有同名分类',
      'A category of this name exists at this level',
      'Ya existe una categoría con este nombre en este nivel',
      '同じ階層に同名の分類があります',
      '같은 단계에 같은 이름의 분류가 있습니다',
    ],
  },
  forceSubmitted: {
    code: 42021204,
    messages: [
      '已被强制交卷，无法登录',
      'Force-submitted; cannot log in',
      'Entrega forzada; no puede iniciar sesión',
      '強制提出されたためログインできません',
      '강제 제출되어 로그인할 수 없습니다',
    ],
  },
  collectTitleInvalid: {
    code: 41010701,
    messages: [
      '字段标题须为1到{max}个字符',
      'A field title takes 1 to {max} characters',
      'El título de un campo debe tener de 1 a {max} caracteres',
      '項目名は1～{max}文字で入力してください',
      '항목 제목은 1~{max}자여야 합니다',
    ],
  },
  collectTitleRepeated: {
    code: 41010702,
    messages: [
      '字段标题“{title}”重复',
      'Two fields are titled “{title}”',
      'Dos campos se titulan «{title}»',
      '項目名「{title}」が重複しています',
      '항목 제목 “{title}”이(가) 중복됩니다',
    ],
  },
  collectOptionsRequired: {
    code: 41010703,
    messages: [
      '字段“{title}”须有选项，选项不能为空或重复',
      'Field “{title}” needs options, none empty or repeated',
      'El campo «{title}» necesita opciones, ninguna vacía ni repetida',
      '項目「{title}」には選択肢が必要です（空や重複は不可）',
      '항목 “{title}”에는 비어 있거나 중복되지 않은 선택지가 필요합니다',
    ],
  },
  collectComponentRepeated: {
    code: 41010704,
    messages: [
      '“{title}”在表单中只能添加一次',
      '“{title}” may appear only once in a form',
      '«{title}» solo puede aparecer una vez en un formulario',
      '「{title}」はフォームに1回だけ追加できます',
      '“{title}”은(는) 양식에 한 번만 추가할 수 있습니다',
    ],
  },
  collectIdcardNeedsType: {
    code: 41010705,
    messages: [
      '添加证件号码前须先添加证件类型',
      'A form with an ID number needs the certificate type too',
      'Un formulario con número de documento necesita también el tipo de documento',
      '証明書番号を使うフォームには証明書の種類も必要です',
      '신분증 번호가 있는 양식에는 신분증 종류도 필요합니다',
    ],
  },
  collectWordNumInvalid: {
    code: 41010706,
    messages: [
      '字段“{title}”的最少字数不能大于最多字数',
      'Field “{title}”: the minimum length may not exceed the maximum',
      'Campo «{title}»: la longitud mínima no puede superar la máxima',
      '項目「{title}」：最小文字数は最大文字数以下にしてください',
      '항목 “{title}”: 최소 글자 수는 최대 글자 수보다 클 수 없습니다',
    ],
  },
  collectUploadNumInvalid: {
    code: 41010707,
    messages: [
      '字段“{title}”的上传数量须为1到9',
      'Field “{title}”: the number of uploads must be 1 to 9',
      'Campo «{title}»: el número de archivos debe ser de 1 a 9',
      '項目「{title}」：アップロード数は1～9にしてください',
      '항목 “{title}”: 업로드 개수는 1~9개여야 합니다',
    ],
  },
  collectComponentUnknown: {
    code: 41010708,
    messages: [
      '组件不存在',
      'No such form component',
      'No existe ese componente de formulario',
      'そのフォーム部品は存在しません',
      '해당 양식 구성 요소가 없습니다',
    ],
  },
  collectFormPublishedLocked: {
    code: 41010709,
    messages: [
      '考试已发布，信息采集表只能修改文字，不能增删字段',
      'The exam is published: its form’s wording may change, but fields cannot be added or removed',
      'El examen está publicado: se puede cambiar el texto del formulario, pero no añadir ni quitar campos',
      '試験は公開中です。フォームの文言は変更できますが、項目の追加・削除はできません',
      '시험이 게시되었습니다. 양식의 문구는 바꿀 수 있지만 항목을 추가하거나 삭제할 수 없습니다',
    ],
  },
  notificationVariableUnknown: {
    code: 41010801,
    messages: [
      '模板中有未知变量：{names}；可用的变量为 {known}',
      'The template has unknown variables: {names}; the variables are {known}',
      'La plantilla tiene variables desconocidas: {names}; las variables son {known}',
      'テンプレートに不明な変数があります：{names}。使える変数は {known} です',
      '템플릿에 알 수 없는 변수가 있습니다: {names}. 사용할 수 있는 변수는 {known}입니다',
    ],
  },
  notificationSubjectInvalid: {
    code: 41010802,
    messages: [
      '标题须为1到{max}个字符',
      'The subject takes 1 to {max} characters',
      'El asunto debe tener de 1 a {max} caracteres',
      '件名は1～{max}文字で入力してください',
      '제목은 1~{max}자여야 합니다',
    ],
  },
  notificationBodyInvalid: {
    code: 41010803,
    messages: [
      '正文须为1到{max}个字符',
      'The message takes 1 to {max} characters',
      'El mensaje debe tener de 1 a {max} caracteres',
      '本文は1～{max}文字で入力してください',
      '본문은 1~{max}자여야 합니다',
    ],
  },
  notificationSmsTooLong: {
    code: 41010804,
    messages: [
      '短信填入变量后最长{length}个字符，不能超过{max}个字符',
      'Filled in, the text message reaches {length} characters; it may have at most {max}',
      'Con las variables completadas, el SMS llega a {length} caracteres; puede tener como máximo {max}',
      '変数を埋めるとSMSは最長{length}文字になります。{max}文字以内にしてください',
      '변수를 채우면 문자 메시지가 최대 {length}자가 됩니다. {max}자 이하여야 합니다',
    ],
  },
  notificationChannelRequired: {
    code: 41010805,
    messages: [
      '请至少选择一种发送方式',
      'Choose at least one way to send',
      'Elija al menos una forma de envío',
      '送信方法を1つ以上選んでください',
      '발송 방법을 하나 이상 선택하세요',
    ],
  },
  notificationNoRecipients: {
    code: 41010806,
    messages: [
      '所选范围内没有考生',
      'No candidates are in the chosen audience',
      'No hay candidatos en el público elegido',
      '選んだ範囲に受験者がいません',
      '선택한 범위에 응시자가 없습니다',
    ],
  },
});
