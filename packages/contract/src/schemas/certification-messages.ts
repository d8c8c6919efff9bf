/** Server messages and the applicant's message-box notes of a certification decision. */
import { bilingual } from '../bilingual';

export const certificationMessages = bilingual(
  {
    'certification.reasonRequired': 'Say why the request is rejected',
    'certification.decided': 'This request has been decided already',
    'certification.note.passTitle': 'Certification of {name} approved',
    'certification.note.passContent': 'Your enterprise certification of {name} passed review.',
    'certification.note.rejectedTitle': 'Certification of {name} rejected',
    'certification.note.rejectedContent': 'Your enterprise certification of {name} was rejected: {reason}',
  },
  {
    'certification.reasonRequired': '请填写驳回原因',
    'certification.decided': '该申请已审核，不能再次处理',
    'certification.note.passTitle': '{name} 的企业认证已通过',
    'certification.note.passContent': '您提交的 {name} 企业认证已审核通过。',
    'certification.note.rejectedTitle': '{name} 的企业认证被驳回',
    'certification.note.rejectedContent': '您提交的 {name} 企业认证被驳回，原因：{reason}',
  },
);
