/**
 * The words the gallery fills its prompts with: short and long, in English (left to right)
 * and Arabic (right to left). Long texts are deliberately awkward: long labels, long
 * descriptions, an unbroken URL, numbers inside RTL text.
 */
import type { ChoiceStrings, PagingStrings } from '../../src/index.js';
import type { QueueStrings } from '../../src/choice-queue.js';

export interface OptionText {
  label: string;
  description?: string;
}

export interface QuestionText {
  header: string;
  question: string;
  context?: string;
  options: OptionText[];
}

export interface TextSet {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  database: QuestionText;
  features: QuestionText;
  deploy: QuestionText;
  name: { header: string; question: string; placeholder: string };
  preview: string;
  strings?: Partial<ChoiceStrings & PagingStrings & QueueStrings>;
}

const englishShort: TextSet = {
  lang: 'en',
  dir: 'ltr',
  title: 'Project setup',
  database: {
    header: 'Database',
    question: 'Which database?',
    options: [
      { label: 'PostgreSQL', description: 'Relational, battle-tested.' },
      { label: 'SQLite', description: 'One file, no server.' },
      { label: 'MongoDB', description: 'Documents, flexible schema.' },
    ],
  },
  features: {
    header: 'Features',
    question: 'Which features?',
    options: [{ label: 'Sign-in' }, { label: 'Search' }, { label: 'Billing' }, { label: 'Analytics' }],
  },
  deploy: {
    header: 'Deploy',
    question: 'Deploy now?',
    options: [{ label: 'Yes' }, { label: 'Not yet' }],
  },
  name: { header: 'Name', question: 'Project name?', placeholder: 'my-app' },
  preview: 'CREATE TABLE orders (\n  id bigserial PRIMARY KEY,\n  placed_at timestamptz NOT NULL\n);',
};

const englishLong: TextSet = {
  lang: 'en',
  dir: 'ltr',
  title: 'Inventory service: storage, scope and rollout decisions before the pilot',
  database: {
    header: 'Primary database',
    question:
      'Which database should the new inventory service use for orders, stock levels and the audit trail, given that the team already runs PostgreSQL in production?',
    context:
      'The service will handle about 2,000 writes per minute at peak, and finance needs point-in-time restores going back 30 days. The full list is at https://wiki.example.com/architecture/decisions/0042-inventory-service-storage-requirements-and-constraints.',
    options: [
      {
        label: 'PostgreSQL 16 on the existing managed cluster',
        description:
          "Reuses the team's backups, monitoring and on-call runbooks; point-in-time recovery is already configured for 35 days, so the finance requirement is met without new work.",
      },
      {
        label: 'SQLite with Litestream replication to object storage',
        description: 'Simplest to operate for a single instance, but concurrent writers serialize, and a restore means replaying WAL segments from the bucket.',
      },
      {
        label: 'MongoDB Atlas on the serverless tier',
        description: 'Flexible documents suit the varying product attributes, but it adds a second database technology to support and a new vendor contract.',
      },
    ],
  },
  features: {
    header: 'Release scope',
    question: 'Which of these features should be included in the first release that goes out to the pilot customers next quarter?',
    options: [
      { label: "Single sign-on with the customer's own identity provider" },
      { label: 'Full-text search across orders, invoices and internal notes' },
      { label: 'Usage-based billing with itemized monthly invoices' },
      { label: 'Analytics dashboard with exportable CSV and PDF reports' },
    ],
  },
  deploy: {
    header: 'Deployment',
    question: 'The build passed every check. Should I deploy version 2.14.0 to production now, or wait for the scheduled maintenance window on Saturday morning?',
    options: [{ label: 'Deploy to production now' }, { label: 'Wait for the Saturday maintenance window' }],
  },
  name: {
    header: 'Repository',
    question: 'What should the new repository be called? It will also be used as the package name and as the default subdomain.',
    placeholder: 'lowercase-with-hyphens',
  },
  preview:
    'CREATE TABLE orders (\n  id          bigserial PRIMARY KEY,\n  customer_id bigint NOT NULL REFERENCES customers (id),\n  placed_at   timestamptz NOT NULL DEFAULT now(),\n  total_cents integer NOT NULL CHECK (total_cents >= 0)\n);',
};

/** Every entry, so the type-checker says when the kit gains a string this table lacks. */
const arabicStrings: ChoiceStrings & PagingStrings & QueueStrings = {
  submit: 'إرسال',
  cancel: 'إلغاء',
  other: 'غير ذلك',
  otherPlaceholder: 'اكتب إجابتك',
  otherKept: 'محفوظ ولن يُرسل: اخترت خيارًا',
  textPlaceholder: 'اكتب إجابتك',
  numberEmpty: 'فارغ',
  recommended: 'موصى به',
  loading: 'جارٍ تحميل السؤال…',
  loadingSet: 'جارٍ تحميل الأسئلة…',
  answered: 'تمت الإجابة: {answer}',
  answeredNothing: 'تمت الإجابة',
  confirmed: 'تم التأكيد',
  cancelled: 'أُلغي',
  undo: 'تراجع',
  foldSummary: '{question} ← {answer}',
  foldAnswer: '{question}: {answer}',
  foldSubject: '{name}: {subject}',
  undoPossible: '{state}. يمكن التراجع خلال {seconds} ثوانٍ.',
  lengthCount: '{count} / {max}',
  lengthNear: 'بقي {count} حرفًا أو أقل',
  lengthReached: 'بلغت الحد: {max} حرفًا',
  notePlaceholder: 'أضف ملاحظة (اختياري)',
  optionalMark: '(اختياري)',
  requiredMark: '(مطلوب)',
  questionToFix: 'إجابة تحتاج إلى تصحيح',
  declined: 'رُفض',
  timedOut: 'انتهت المهلة',
  timedOutWith: 'انتهت المهلة. أُرسلت القيمة الافتراضية: {answer}',
  outdated: 'لم يعد نشطًا',
  outdatedWith: 'لم يعد نشطًا. الاختيار: {answer}',
  chooseOne: 'اختر خيارًا واحدًا',
  chooseAny: 'اختر ما تشاء',
  chooseUpTo: 'اختر حتى {max}',
  chooseAtLeast: 'اختر {min} على الأقل',
  chooseBetween: 'اختر من {min} إلى {max}',
  chooseExactly: 'اختر {min}',
  orTypeYourOwn: 'أو اكتب إجابتك',
  choosingSends: 'اختيار أي خيار يرسل إجابتك.',
  ruleWithOther: '{rule}، {other}',
  answerSeparator: '؛ ',
  limitReached: 'بلغت الحد: اختر حتى {max}. ألغِ اختيارًا لتختار غيره.',
  timeLeft: 'متبقٍ {time}',
  secondsLeft: 'متبقٍ {seconds} ثانية للإجابة، {then}',
  timeLeftThen: 'متبقٍ {time}، {then}',
  thenSends: 'ثم تُرسل {answer}',
  thenCancels: 'ثم يُلغى السؤال',
  thenTimesOut: 'ثم تنتهي المهلة دون إجابة',
  problemEmpty: 'اختر خيارًا للمتابعة.',
  problemEmptyOther: 'اختر خيارًا أو اكتب إجابتك.',
  problemEmptyText: 'اكتب إجابة للمتابعة.',
  problemTooFew: 'اختر {min} خيارات على الأقل للمتابعة.',
  problemTooMany: 'لا تختر أكثر من {max} خيارات.',
  problemNotANumber: 'أدخل رقمًا.',
  problemNotAnInteger: 'أدخل عددًا صحيحًا.',
  problemTooLong: 'إجابتك طويلة جدًا (الحد الأقصى {max} حرفًا).',
  problemTooShort: 'إجابتك قصيرة جدًا (الحد الأدنى {min} حرفًا).',
  problemOutOfRange: 'أدخل رقمًا من {min} إلى {max}.',
  problemBelowMinimum: 'أدخل رقمًا لا يقل عن {min}.',
  problemAboveMaximum: 'أدخل رقمًا لا يزيد على {max}.',
  problemIntegerOutOfRange: 'أدخل عددًا صحيحًا من {min} إلى {max}.',
  problemIntegerBelowMinimum: 'أدخل عددًا صحيحًا لا يقل عن {min}.',
  problemIntegerAboveMaximum: 'أدخل عددًا صحيحًا لا يزيد على {max}.',
  problemFormatEmail: 'أدخل عنوان بريد إلكتروني، مثل name@example.com.',
  problemFormatUri: 'أدخل عنوان ويب كاملًا يبدأ بـ https:// أو بمخطط آخر.',
  problemFormatDate: 'أدخل تاريخًا بصيغة سنة-شهر-يوم، مثل 2025-06-18.',
  problemFormatDateTime: 'أدخل تاريخًا ووقتًا مع المنطقة الزمنية، مثل 2025-06-18T14:30:00Z.',
  problemPattern: 'إجابتك ليست بالصيغة المطلوبة.',
  missingQuestions: 'أجب عن كل الأسئلة قبل الإرسال. لم تتم الإجابة بعد: {questions}.',
  progress: 'تمت الإجابة عن {answered} من {total}',
  questionAnswered: 'تمت الإجابة',
  questionUnanswered: 'لم تتم الإجابة',
  progressStep: '{header}، {state}',
  questionNumber: 'السؤال {n}',
  questionTabs: 'الأسئلة',
  stepOf: '{current} من {total}',
  stepAnnouncement: '{header}. {question} {step}',
  previous: 'السابق',
  next: 'التالي',
  review: 'مراجعة',
  reviewTitle: 'راجع إجاباتك',
  reviewEmpty: 'بلا إجابة',
  change: 'تغيير',
  changeLabel: 'تغيير {question}: {answer}',
  questionInvalid: 'غير صالحة',
  questionSkipped: 'متخطّى',
  reviewSkipped: 'تم التخطي',
  stepChosen: '{header}: {answer}',
  optionNote: 'ملاحظة على «{option}»',
  globalNote: 'ملاحظة (اختيارية)',
  preview: 'معاينة: {option}',
  confirm: 'تأكيد',
  decline: 'رفض',
  linkHost: 'يفتح صفحة على {host}',
  openLink: 'افتح {host}',
  yes: 'نعم',
  no: 'لا',
  approve: 'موافقة',
  approveAlways: 'موافقة، ولا تسأل مجددًا',
  approveOnce: 'موافقة لمرة واحدة',
  approveSession: 'موافقة لهذه الجلسة',
  alwaysAllow: 'السماح دائمًا',
  approveSessionHint: 'تشغيل الأداة وتذكّر هذا الاختيار لبقية هذه الجلسة.',
  alwaysAllowHint: 'تشغيل الأداة وتذكّر هذا الاختيار لاستدعاءات الأداة القادمة.',
  automaticDecision: 'قرار تلقائي: {decision}',
  deny: 'رفض',
  denyWithMessage: 'لا، وأخبر Claude بما يفعله بدلًا من ذلك',
  denyMessageLabel: 'ماذا ينبغي أن يفعل Claude بدلًا من ذلك؟',
  denyMessageHint: 'إن تُرك فارغًا، يُرسل كرفض.',
  reasonLabel: 'السبب (اختياري)',
  reasonHint: 'يُرسل مع الموافقة أو الرفض.',
  notesLabel: 'ملاحظات (اختيارية)',
  notesHint: 'تُرسل مع الخيار الذي تختاره؛ وإن لم تختر أيًا، فالملاحظات وحدها هي إجابتك.',
  selectAll: 'كل ما سبق',
  selectAllHint: 'اختيار كل الخيارات',
  // The key cap's own label: Arabic keyboards print Esc too.
  escapeKey: 'Esc',
  subjectCommand: 'الأمر',
  subjectDiff: 'التغييرات',
  subjectInput: 'المدخلات',
  accept: 'قبول',
  edit: 'تعديل',
  ignore: 'تجاهل',
  reject: 'رفض الإجراء',
  respond: 'الرد',
  reply: 'ردك',
  shownBelow: 'معروض أدناه: {questions}.',
  unsentChanges: 'لن تُرسل تغييراتك مع «{option}»: {questions}. اختر «{reveal}» لإرسالها، أو تراجع عنها.',
  discardChanges: 'التراجع عن التغييرات',
  changesDiscarded: 'تم التراجع عن التغييرات',
  toolApproval: 'هل تسمح بتشغيل الأداة «{name}»؟',
  reviewAction: 'راجع الإجراء «{name}».',
  orReply: 'أو اكتب ردك',
  secretAnswer: 'مخفي',
  lengthBetween: 'من {min} إلى {max} حرفًا',
  lengthAtLeast: '{min} حرفًا على الأقل',
  lengthAtMost: '{max} حرفًا على الأكثر',
  numberAny: 'رقم',
  numberBetween: 'رقم من {min} إلى {max}',
  numberAtLeast: 'رقم لا يقل عن {min}',
  numberAtMost: 'رقم لا يزيد عن {max}',
  integerAny: 'عدد صحيح',
  integerBetween: 'عدد صحيح من {min} إلى {max}',
  integerAtLeast: 'عدد صحيح لا يقل عن {min}',
  integerAtMost: 'عدد صحيح لا يزيد عن {max}',
  formatEmail: 'عنوان بريد إلكتروني، مثل name@example.com',
  formatUri: 'عنوان ويب كامل، مثل https://example.com',
  formatDate: 'تاريخ بصيغة سنة-شهر-يوم، مثل 2025-06-18',
  formatDateTime: 'تاريخ ووقت مع المنطقة الزمنية، مثل 2025-06-18T14:30:00Z',
  problemIn: '{question}: {problem}',
  invalid: 'تعذّر عرض هذا السؤال.',
  invalidDetails: 'التفاصيل',
  needsQuestionSet: 'يحتوي هذا الطلب على {count} أسئلة؛ اعرضه باستخدام <question-set>.',
  hintSeparator: ' · ',
  unansweredTitle: 'الإرسال مع أسئلة بلا إجابة؟',
  unansweredList: 'بلا إجابة: {questions}',
  goBack: 'رجوع',
  submitAnyway: 'الإرسال على أي حال',
  skip: 'تخطٍّ',
  skipped: '{question}: تم التخطي',
  clearAnswer: 'مسح الإجابة',
  queueWaiting: '{count} بانتظارك',
  queueTab: '{source}: {question}',
  queueArrived: 'سؤال جديد من {source}.',
  queueArrivedUnnamed: 'سؤال جديد.',
  queueGone: '{name} · {state}',
  queueWithdrawn: 'سُحب',
  queueEmpty: 'لا شيء بانتظارك',
  queueReview: 'مراجعة {count} موافقات',
  queueReviewBack: 'العودة إلى الأسئلة',
  queueApproved: 'تمت الموافقة',
  queueDenied: 'مرفوض',
  queueApproveAll: 'الموافقة على الكل',
  queueDenyAll: 'رفض الكل',
  queueApproveAllConfirm: 'الموافقة على هذه الإجراءات ({count})؟',
  queueDenyAllConfirm: 'رفض هذه الإجراءات ({count})؟',
  queueApproveCount: 'موافقة ({count})',
  queueDenyCount: 'رفض ({count})',
  queueGoBack: 'رجوع',
  timeLeftPaused: 'متوقف · بقي {time}',
  timePaused: 'توقف الوقت أثناء إجابتك',
};

const arabicShort: TextSet = {
  lang: 'ar',
  dir: 'rtl',
  title: 'إعداد المشروع',
  database: {
    header: 'قاعدة البيانات',
    question: 'أي قاعدة بيانات؟',
    options: [
      { label: 'PostgreSQL', description: 'علائقية ومجرَّبة.' },
      { label: 'SQLite', description: 'ملف واحد بلا خادم.' },
      { label: 'MongoDB', description: 'مستندات بمخطط مرن.' },
    ],
  },
  features: {
    header: 'الميزات',
    question: 'أي الميزات؟',
    options: [{ label: 'تسجيل الدخول' }, { label: 'البحث' }, { label: 'الفوترة' }, { label: 'التحليلات' }],
  },
  deploy: {
    header: 'النشر',
    question: 'هل أنشر الآن؟',
    options: [{ label: 'نعم' }, { label: 'ليس بعد' }],
  },
  name: { header: 'الاسم', question: 'ما اسم المشروع؟', placeholder: 'my-app' },
  preview: englishShort.preview,
  strings: arabicStrings,
};

const arabicLong: TextSet = {
  lang: 'ar',
  dir: 'rtl',
  title: 'خدمة المخزون: قرارات التخزين والنطاق والإطلاق قبل المرحلة التجريبية',
  database: {
    header: 'قاعدة البيانات الرئيسية',
    question:
      'أي قاعدة بيانات يجب أن تستخدمها خدمة المخزون الجديدة للطلبات ومستويات المخزون وسجل التدقيق، علمًا بأن الفريق يشغّل PostgreSQL في الإنتاج بالفعل؟',
    context:
      'ستعالج الخدمة نحو 2,000 عملية كتابة في الدقيقة في وقت الذروة، ويحتاج قسم المالية إلى الاستعادة إلى أي لحظة خلال آخر 30 يومًا. القائمة الكاملة في https://wiki.example.com/architecture/decisions/0042-inventory-service-storage-requirements-and-constraints.',
    options: [
      {
        label: 'PostgreSQL 16 على العنقود المُدار الحالي',
        description: 'يعيد استخدام النسخ الاحتياطية والمراقبة وأدلة المناوبة لدى الفريق، والاستعادة إلى لحظة محددة مهيأة مسبقًا لمدة 35 يومًا.',
      },
      {
        label: 'SQLite مع نسخ متماثل إلى التخزين السحابي عبر Litestream',
        description: 'الأبسط تشغيلًا لنسخة واحدة، لكن عمليات الكتابة المتزامنة تُنفَّذ بالتتابع، والاستعادة تعني إعادة تشغيل مقاطع السجل من التخزين.',
      },
      {
        label: 'MongoDB Atlas بالفئة اللاخادمية',
        description: 'المستندات المرنة تناسب خصائص المنتجات المتغيرة، لكنها تضيف تقنية قواعد بيانات ثانية ومورّدًا جديدًا.',
      },
    ],
  },
  features: {
    header: 'نطاق الإصدار',
    question: 'أي هذه الميزات يجب تضمينها في الإصدار الأول الذي سيصل إلى العملاء التجريبيين في الربع القادم؟',
    options: [
      { label: 'تسجيل الدخول الموحّد عبر مزوّد هوية العميل نفسه' },
      { label: 'بحث نصي كامل في الطلبات والفواتير والملاحظات الداخلية' },
      { label: 'فوترة حسب الاستخدام مع فواتير شهرية مفصّلة' },
      { label: 'لوحة تحليلات مع تقارير قابلة للتصدير بصيغتي CSV وPDF' },
    ],
  },
  deploy: {
    header: 'النشر',
    question: 'اجتاز البناء جميع الفحوصات. هل أنشر الإصدار 2.14.0 إلى الإنتاج الآن، أم أنتظر نافذة الصيانة المجدولة صباح السبت؟',
    options: [{ label: 'انشر إلى الإنتاج الآن' }, { label: 'انتظر نافذة الصيانة يوم السبت' }],
  },
  name: {
    header: 'المستودع',
    question: 'ما اسم المستودع الجديد؟ سيُستخدم أيضًا اسمًا للحزمة ونطاقًا فرعيًا افتراضيًا.',
    placeholder: 'lowercase-with-hyphens',
  },
  preview: englishLong.preview,
  strings: arabicStrings,
};

export function textSet(dir: 'ltr' | 'rtl', length: 'short' | 'long'): TextSet {
  if (dir === 'rtl') return length === 'long' ? arabicLong : arabicShort;
  return length === 'long' ? englishLong : englishShort;
}
