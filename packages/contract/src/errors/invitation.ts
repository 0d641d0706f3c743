import { defineErrors } from './define';

/** 1231016x invitations of an existing account into another institution (12xxxxxx organisation). */
export const invitationErrors = defineErrors({
  alreadyInvited: {
    code: 12310160,
    messages: [
      '已邀请该账号，正在等待对方接受',
      'This account has already been invited and has not answered yet',
      'Esta cuenta ya ha sido invitada y aún no ha respondido',
      'このアカウントは既に招待済みで、まだ返答がありません',
      '이 계정은 이미 초대되었으며 아직 응답하지 않았습니다',
    ],
  },
  invitationClosed: {
    code: 12310161,
    messages: [
      '该邀请已失效：已被接受、拒绝、撤回或已过期',
      'This invitation is no longer open: it was accepted, declined or cancelled, or it has expired',
      'Esta invitación ya no está abierta: fue aceptada, rechazada o retirada, o ha caducado',
      'この招待は無効です：承諾・辞退・取り消し済みか、有効期限が切れています',
      '이 초대는 더 이상 유효하지 않습니다. 수락·거절·취소되었거나 만료되었습니다',
    ],
  },
  invitationRolesGone: {
    code: 12310162,
    messages: [
      '邀请中的角色已被该机构删除，请联系对方重新邀请',
      'The institution has deleted the roles of this invitation; ask it to invite you again',
      'La institución ha eliminado los roles de esta invitación; pídale que le invite de nuevo',
      '招待に含まれるロールは機関によって削除されました。再度招待するよう依頼してください',
      '기관이 이 초대의 역할을 삭제했습니다. 다시 초대해 달라고 요청하세요',
    ],
  },
  accountUnknown: {
    code: 12310163,
    messages: [
      '该账号不存在，请检查账号名；新建账号请设置密码',
      'There is no such account; check the account name, or set a password to create a new account',
      'No existe esa cuenta; compruebe el nombre de la cuenta o establezca una contraseña para crear una nueva',
      'そのアカウントは存在しません。アカウント名を確認するか、新しいアカウントならパスワードを設定してください',
      '해당 계정이 없습니다. 계정 이름을 확인하거나, 새 계정이면 비밀번호를 설정하세요',
    ],
  },
  nameRequired: {
    code: 12310164,
    messages: ['请填写姓名', 'Enter the name', 'Introduzca el nombre', '氏名を入力してください', '이름을 입력하세요'],
  },
});
