/** Server messages of articles: the slug, the workflow, scheduling, revisions. */
import { bilingual } from '../bilingual';

export const articleMessages = bilingual(
  {
    'validation.slug': 'Use lower-case letters, digits and single dashes',
    'validation.categoryNode': 'Choose a category of this list',
    'article.schedulePast': 'Choose a publishing time in the future',
    'article.revisionNotFound': 'This revision does not exist',
    'article.scheduledLocked':
      'This article is scheduled to publish; a publisher must unschedule it before it can be edited',
  },
  {
    'validation.slug': '请使用小写字母、数字和单个连字符',
    'validation.categoryNode': '请选择本列表中的分类',
    'article.schedulePast': '请选择将来的发布时间',
    'article.revisionNotFound': '该版本不存在',
    'article.scheduledLocked': '该文章已排期发布，需由发布者取消排期后才能编辑',
  },
);
