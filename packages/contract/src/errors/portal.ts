import { defineErrors } from './define';

/** 111xxxxx help centre and quick messages; 1107xxxx banners, news and downloads; 1153xxxx smart Q&A. */
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
});
