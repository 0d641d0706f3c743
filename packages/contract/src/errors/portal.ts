import { defineErrors } from './define';

/** 111xxxxx help centre, quick messages and workstage applications; 1107xxxx banners, news and downloads; 1153xxxx smart Q&A. */
export const portalErrors = defineErrors({
  bannersAllDisabled: {
    code: 11070113,
    messages: [
      '轮播图不能全部禁用',
      'Banners cannot all be disabled',
      'No se pueden desactivar todos los banners',
      'バナーをすべて無効にすることはできません',
      '배너를 모두 비활성화할 수 없습니다',
    ],
  },
  bannerImageTooLarge: {
    code: 11070114,
    messages: [
      '轮播图尺寸不能超过1920×688',
      'Banner images may be at most 1920×688',
      'Las imágenes del banner pueden medir como máximo 1920×688',
      'バナー画像は最大1920×688です',
      '배너 이미지는 최대 1920×688입니다',
    ],
  },
  portalImageMissing: {
    code: 11070115,
    messages: [
      '图片不存在或无法识别，请重新上传',
      'The image was not found among your uploads or cannot be read; upload it again',
      'La imagen no está entre sus archivos subidos o no se puede leer; vuelva a subirla',
      '画像がアップロード済みのファイルにないか、読み取れません。もう一度アップロードしてください',
      '업로드한 파일에서 이미지를 찾을 수 없거나 읽을 수 없습니다. 다시 업로드하세요',
    ],
  },
  portalPeriodInvalid: {
    code: 11070116,
    messages: [
      '结束时间必须晚于开始时间',
      'The end time must be later than the start time',
      'La hora de finalización debe ser posterior a la de inicio',
      '終了日時は開始日時より後にしてください',
      '종료 시간은 시작 시간보다 늦어야 합니다',
    ],
  },
  portalCategoryTaken: {
    code: 11070117,
    messages: [
      '分类名称已存在',
      'A category of this name already exists',
      'Ya existe una categoría con este nombre',
      'この名前のカテゴリは既に存在します',
      '같은 이름의 분류가 이미 있습니다',
    ],
  },
  portalCategoryInUse: {
    code: 11070118,
    messages: [
      '该分类下还有内容，不能删除',
      'This category still holds items and cannot be deleted',
      'Esta categoría aún contiene elementos y no se puede eliminar',
      'このカテゴリにはまだ項目があるため削除できません',
      '이 분류에 항목이 남아 있어 삭제할 수 없습니다',
    ],
  },
  portalFileMissing: {
    code: 11070119,
    messages: [
      '文件不存在，请重新上传',
      'The file was not found among your uploads; upload it again',
      'El archivo no está entre sus archivos subidos; vuelva a subirlo',
      'アップロード済みのファイルに見つかりません。もう一度アップロードしてください',
      '업로드한 파일에서 찾을 수 없습니다. 다시 업로드하세요',
    ],
  },
  portalCategoryMissing: {
    code: 11070120,
    messages: ['分类不存在', 'The category does not exist', 'La categoría no existe', 'カテゴリが存在しません', '분류가 존재하지 않습니다'],
  },
  quickReplyTooLong: {
    code: 11110101,
    messages: [
      '快捷消息回复内容不能超过200个字符',
      'A quick-message reply may not exceed 200 characters',
      'La respuesta de un mensaje rápido no puede superar los 200 caracteres',
      'クイックメッセージの返信は200文字以内です',
      '빠른 메시지 답변은 200자를 넘을 수 없습니다',
    ],
  },
  tooManyQuickMessages: {
    code: 11110102,
    messages: [
      '最多发布20条快捷消息',
      'At most 20 quick messages can be published',
      'Se pueden publicar como máximo 20 mensajes rápidos',
      '公開できるクイックメッセージは最大20件です',
      '빠른 메시지는 최대 20개까지 게시할 수 있습니다',
    ],
  },
  quickMessagePublishedCannotDelete: {
    code: 11110103,
    messages: [
      '已发布的快捷消息不能删除',
      'A published quick message cannot be deleted',
      'Un mensaje rápido publicado no se puede eliminar',
      '公開済みのクイックメッセージは削除できません',
      '게시된 빠른 메시지는 삭제할 수 없습니다',
    ],
  },
  quickMessagePublishedCannotEdit: {
    code: 11110104,
    messages: [
      '已发布的快捷消息不能编辑',
      'A published quick message cannot be edited',
      'Un mensaje rápido publicado no se puede editar',
      '公開済みのクイックメッセージは編集できません',
      '게시된 빠른 메시지는 편집할 수 없습니다',
    ],
  },
  quickMessageTitleTooLong: {
    code: 11110105,
    messages: [
      '快捷消息标题不能超过30个字符',
      'A quick-message title may not exceed 30 characters',
      'El título de un mensaje rápido no puede superar los 30 caracteres',
      'クイックメッセージのタイトルは30文字以内です',
      '빠른 메시지 제목은 30자를 넘을 수 없습니다',
    ],
  },
  quickMessageTitleTaken: {
    code: 11110106,
    messages: [
      '快捷消息标题重复',
      'A quick message with this title already exists',
      'Ya existe un mensaje rápido con este título',
      'このタイトルのクイックメッセージは既に存在します',
      '같은 제목의 빠른 메시지가 이미 있습니다',
    ],
  },
  applicationNameTaken: {
    code: 11110110,
    messages: [
      '应用名称重复',
      'An application with this name is already registered',
      'Ya hay una aplicación registrada con este nombre',
      'この名前のアプリケーションは既に登録されています',
      '같은 이름의 애플리케이션이 이미 등록되어 있습니다',
    ],
  },
  applicationUnavailable: {
    code: 11110111,
    messages: [
      '该应用不存在或已停用',
      'This application does not exist or has been disabled',
      'Esta aplicación no existe o está desactivada',
      'このアプリケーションは存在しないか、無効になっています',
      '이 애플리케이션은 존재하지 않거나 사용이 중지되었습니다',
    ],
  },
  helpMenuDepth: {
    code: 11120101,
    messages: [
      '帮助菜单最多三级',
      'Help menus have at most three levels',
      'Los menús de ayuda tienen como máximo tres niveles',
      'ヘルプメニューは最大3階層です',
      '도움말 메뉴는 최대 3단계입니다',
    ],
  },
  helpMenuHasChildren: {
    code: 11120102,
    messages: [
      '该帮助菜单下还有子菜单，不能删除',
      'This help menu still has sub-menus and cannot be deleted',
      'Este menú de ayuda aún tiene submenús y no se puede eliminar',
      'このヘルプメニューにはサブメニューがあるため削除できません',
      '하위 메뉴가 있는 도움말 메뉴는 삭제할 수 없습니다',
    ],
  },
  helpMenuHasArticles: {
    code: 11120103,
    messages: [
      '该帮助菜单下还有文章，不能删除',
      'This help menu still has articles and cannot be deleted',
      'Este menú de ayuda aún tiene artículos y no se puede eliminar',
      'このヘルプメニューには記事があるため削除できません',
      '문서가 있는 도움말 메뉴는 삭제할 수 없습니다',
    ],
  },
  helpMenuNameTaken: {
    code: 11120104,
    messages: [
      '同一级下已有同名帮助菜单',
      'A help menu of this name already exists at this level',
      'Ya existe un menú de ayuda con este nombre en este nivel',
      '同じ階層に同名のヘルプメニューが既にあります',
      '같은 단계에 같은 이름의 도움말 메뉴가 이미 있습니다',
    ],
  },
  helpMenuMissing: {
    code: 11120105,
    messages: [
      '帮助菜单不存在或已被删除',
      'The help menu does not exist or has been deleted',
      'El menú de ayuda no existe o se ha eliminado',
      'ヘルプメニューが存在しないか、削除されています',
      '도움말 메뉴가 없거나 삭제되었습니다',
    ],
  },
  qaQuestionTaken: {
    code: 11530101,
    messages: [
      '智能问答问题重复',
      'This smart Q&A question already exists',
      'Esta pregunta de respuestas inteligentes ya existe',
      'このスマートQ&Aの質問は既に存在します',
      '이미 존재하는 스마트 Q&A 질문입니다',
    ],
  },
  qaPublishedCannotEdit: {
    code: 11530102,
    messages: [
      '已发布的问答不能编辑',
      'A published Q&A item cannot be edited',
      'Un elemento de preguntas publicado no se puede editar',
      '公開済みのQ&Aは編集できません',
      '게시된 Q&A는 편집할 수 없습니다',
    ],
  },
  qaPublishedCannotDelete: {
    code: 11530103,
    messages: [
      '只能删除未发布的问答',
      'Only unpublished Q&A items can be deleted',
      'Solo se pueden eliminar elementos de preguntas no publicados',
      '削除できるのは未公開のQ&Aのみです',
      '게시되지 않은 Q&A만 삭제할 수 있습니다',
    ],
  },
  qaQuestionTooLong: {
    code: 11530104,
    messages: [
      '问题不能超过64个字符',
      'A question may not exceed 64 characters',
      'Una pregunta no puede superar los 64 caracteres',
      '質問は64文字以内です',
      '질문은 64자를 넘을 수 없습니다',
    ],
  },
  qaAnswerTooLong: {
    code: 11530105,
    messages: [
      '答案不能超过1000个字符',
      'An answer may not exceed 1000 characters',
      'Una respuesta no puede superar los 1000 caracteres',
      '回答は1000文字以内です',
      '답변은 1000자를 넘을 수 없습니다',
    ],
  },
  qaNotPlatformItem: {
    code: 11530106,
    messages: [
      '只能屏蔽平台已发布的问答',
      'Only published platform-level Q&A items can be blocked',
      'Solo se pueden bloquear los elementos de preguntas publicados por la plataforma',
      'ブロックできるのはプラットフォームが公開したQ&Aのみです',
      '플랫폼에서 게시한 Q&A만 차단할 수 있습니다',
    ],
  },
});
