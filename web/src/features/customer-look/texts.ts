import { defineTexts } from '../../i18n/define';

// Texts of viewings (带看): the entry drawer, the agreement, the viewing lists, the appointment calendar
// (/customer/appoint-look) and a house's interested customers, under the `customerLook` key.
export const customerLookTexts = defineTexts(
  {
    entry: {
      title: 'Record a viewing', houses: 'Houses shown', housesHint: 'Search houses of the customer\'s kind by community or house number',
      lookAt: 'Shown at', future: 'A viewing cannot be in the future', companion: 'Companion', companionHint: 'A colleague who came along (optional)',
      feedback: 'Customer\'s feedback', agreement: 'Signed viewing agreement', agreementHint: 'A photo of the signed agreement (JPEG, PNG or WebP, up to 10 MB). The viewing counts once it is attached.',
      upload: 'Upload photo', replace: 'Replace photo', remove: 'Remove', tooLarge: 'The image is larger than 10 MB', wrongType: 'Only JPEG, PNG or WebP images',
      uploaded: 'Photo uploaded: check it before saving', print: 'Print the agreement', saved: 'Viewing recorded',
      savedPending: 'Viewing recorded. It counts once the signed agreement is attached.', fromAppointment: 'Records the appointment of {{date}} {{slot}}',
    },
    agreement: {
      customer: 'Customer', phone: 'Phone', agent: 'Agent', companion: 'Companion', time: 'Time', houses: 'Houses', address: 'Address',
      sign: 'Customer\'s signature', date: 'Date', printNow: 'Print',
    },
    list: {
      empty: 'No viewings yet', effective: 'Counts', pending: 'Agreement missing', second: 'Second viewing', attach: 'Attach agreement',
      attached: 'Agreement attached: the viewing counts', open: 'Open the agreement',
      col: { time: 'Shown at', customer: 'Customer', houses: 'Houses', agent: 'Agent', companion: 'Companion', feedback: 'Feedback', agreement: 'Agreement' },
    },
    calendar: {
      title: 'Viewing appointments', week: 'Week', list: 'List', today: 'This week', prev: 'Previous week', next: 'Next week',
      range: '{{from}} to {{to}}', agent: 'Agent', status: 'Status', allStatuses: 'All statuses', empty: 'No appointments this week',
      more: 'Showing the first {{shown}} of {{total}} appointments: narrow by agent or status, or use the list', record: 'Record viewing',
      open: 'Open customer', cancel: 'Cancel it', missed: 'Did not come', cancelled: 'Appointment cancelled', markedMissed: 'Marked as not come',
      confirm: 'Confirm', confirmed: 'Appointment confirmed',
      col: { day: 'Day', slot: 'Time of day', customer: 'Customer', houses: 'Houses', agent: 'Agent', status: 'Status', remark: 'Remark', actions: 'Actions' },
    },
    house: {
      customers: 'Interested customers', looks: 'Viewings', empty: 'No customer\'s wants fit this house', met: 'Meets {{count}}',
      col: { customer: 'Customer', level: 'Level', budget: 'Budget', met: 'Wants met', agent: 'Agent', lastLook: 'Last viewing' },
    },
  },
  {
    zh: {
      entry: {
        title: '录入带看', houses: '带看房源', housesHint: '按小区名或房源编号搜索客户需求类型的房源',
        lookAt: '带看时间', future: '带看时间不能晚于现在', companion: '陪看人', companionHint: '一同带看的同事（选填）',
        feedback: '客户反馈', agreement: '看房确认书', agreementHint: '客户签字的看房确认书照片（JPEG、PNG或WebP，不超过10MB）。上传后带看才算有效。',
        upload: '上传照片', replace: '重新上传', remove: '移除', tooLarge: '图片超过10MB', wrongType: '只能上传JPEG、PNG或WebP图片',
        uploaded: '照片已上传，请核对后保存', print: '打印看房确认书', saved: '带看已录入',
        savedPending: '带看已录入，上传签字的看房确认书后才算有效。', fromAppointment: '完成{{date}}{{slot}}的预约',
      },
      agreement: {
        customer: '客户', phone: '电话', agent: '带看人', companion: '陪看人', time: '带看时间', houses: '带看房源', address: '地址',
        sign: '客户签字', date: '日期', printNow: '打印',
      },
      list: {
        empty: '暂无带看', effective: '有效', pending: '未上传确认书', second: '二看', attach: '上传确认书',
        attached: '确认书已上传，带看有效', open: '查看确认书',
        col: { time: '带看时间', customer: '客户', houses: '房源', agent: '带看人', companion: '陪看人', feedback: '反馈', agreement: '确认书' },
      },
      calendar: {
        title: '预约带看', week: '周视图', list: '列表', today: '本周', prev: '上一周', next: '下一周',
        range: '{{from}}至{{to}}', agent: '经纪人', status: '状态', allStatuses: '全部状态', empty: '本周没有预约',
        more: '显示前{{shown}}条，共{{total}}条预约：请按经纪人或状态筛选，或使用列表', record: '录入带看',
        open: '查看客户', cancel: '取消预约', missed: '已失约', cancelled: '预约已取消', markedMissed: '已标记失约',
        confirm: '确认预约', confirmed: '预约已确认',
        col: { day: '日期', slot: '时段', customer: '客户', houses: '房源', agent: '经纪人', status: '状态', remark: '备注', actions: '操作' },
      },
      house: {
        customers: '意向客户', looks: '带看记录', empty: '没有需求符合该房源的客户', met: '符合{{count}}项',
        col: { customer: '客户', level: '等级', budget: '预算', met: '符合需求', agent: '经纪人', lastLook: '最后带看' },
      },
    },
    es: {
      entry: {
        title: 'Registrar una visita', houses: 'Inmuebles visitados', housesHint: 'Busque inmuebles del tipo del cliente por comunidad o número',
        lookAt: 'Fecha de la visita', future: 'Una visita no puede ser futura', companion: 'Acompañante', companionHint: 'Un compañero que acudió (opcional)',
        feedback: 'Opinión del cliente', agreement: 'Hoja de visita firmada', agreementHint: 'Una foto de la hoja firmada (JPEG, PNG o WebP, hasta 10 MB). La visita cuenta cuando se adjunta.',
        upload: 'Subir foto', replace: 'Cambiar foto', remove: 'Quitar', tooLarge: 'La imagen supera los 10 MB', wrongType: 'Solo imágenes JPEG, PNG o WebP',
        uploaded: 'Foto subida: revísela antes de guardar', print: 'Imprimir la hoja de visita', saved: 'Visita registrada',
        savedPending: 'Visita registrada. Contará cuando se adjunte la hoja firmada.', fromAppointment: 'Completa la cita del {{date}} {{slot}}',
      },
      agreement: {
        customer: 'Cliente', phone: 'Teléfono', agent: 'Agente', companion: 'Acompañante', time: 'Fecha', houses: 'Inmuebles', address: 'Dirección',
        sign: 'Firma del cliente', date: 'Fecha', printNow: 'Imprimir',
      },
      list: {
        empty: 'Aún no hay visitas', effective: 'Cuenta', pending: 'Falta la hoja', second: 'Segunda visita', attach: 'Adjuntar hoja',
        attached: 'Hoja adjuntada: la visita cuenta', open: 'Ver la hoja',
        col: { time: 'Fecha', customer: 'Cliente', houses: 'Inmuebles', agent: 'Agente', companion: 'Acompañante', feedback: 'Opinión', agreement: 'Hoja' },
      },
      calendar: {
        title: 'Citas de visita', week: 'Semana', list: 'Lista', today: 'Esta semana', prev: 'Semana anterior', next: 'Semana siguiente',
        range: 'Del {{from}} al {{to}}', agent: 'Agente', status: 'Estado', allStatuses: 'Todos los estados', empty: 'No hay citas esta semana',
        more: 'Se muestran las {{shown}} primeras de {{total}} citas: filtre por agente o estado, o use la lista', record: 'Registrar visita',
        open: 'Abrir cliente', cancel: 'Cancelarla', missed: 'No acudió', cancelled: 'Cita cancelada', markedMissed: 'Marcada como no acudida',
        confirm: 'Confirmar', confirmed: 'Cita confirmada',
        col: { day: 'Día', slot: 'Franja', customer: 'Cliente', houses: 'Inmuebles', agent: 'Agente', status: 'Estado', remark: 'Observaciones', actions: 'Acciones' },
      },
      house: {
        customers: 'Clientes interesados', looks: 'Visitas', empty: 'Ningún cliente busca algo así', met: 'Cumple {{count}}',
        col: { customer: 'Cliente', level: 'Nivel', budget: 'Presupuesto', met: 'Preferencias cumplidas', agent: 'Agente', lastLook: 'Última visita' },
      },
    },
    ja: {
      entry: {
        title: '内見を記録', houses: '内見した物件', housesHint: 'お客様の種別の物件を物件名または物件番号で検索',
        lookAt: '内見日時', future: '内見日時は現在より後にできません', companion: '同行者', companionHint: '同行した同僚（任意）',
        feedback: 'お客様の感想', agreement: '署名済みの内見確認書', agreementHint: '署名済み確認書の写真（JPEG・PNG・WebP、10MBまで）。添付すると内見が有効になります。',
        upload: '写真をアップロード', replace: '写真を差し替え', remove: '外す', tooLarge: '画像が10MBを超えています', wrongType: 'JPEG・PNG・WebPの画像のみ',
        uploaded: '写真をアップロードしました。確認してから保存してください', print: '内見確認書を印刷', saved: '内見を記録しました',
        savedPending: '内見を記録しました。署名済みの確認書を添付すると有効になります。', fromAppointment: '{{date}} {{slot}}の予約を完了します',
      },
      agreement: {
        customer: 'お客様', phone: '電話', agent: '担当者', companion: '同行者', time: '日時', houses: '物件', address: '住所',
        sign: 'お客様署名', date: '日付', printNow: '印刷',
      },
      list: {
        empty: '内見はまだありません', effective: '有効', pending: '確認書なし', second: '再内見', attach: '確認書を添付',
        attached: '確認書を添付しました。内見は有効です', open: '確認書を開く',
        col: { time: '内見日時', customer: 'お客様', houses: '物件', agent: '担当者', companion: '同行者', feedback: '感想', agreement: '確認書' },
      },
      calendar: {
        title: '内見予約', week: '週表示', list: '一覧', today: '今週', prev: '前の週', next: '次の週',
        range: '{{from}}〜{{to}}', agent: '担当者', status: '状態', allStatuses: 'すべての状態', empty: '今週の予約はありません',
        more: '{{total}}件中最初の{{shown}}件を表示しています。担当者や状態で絞り込むか一覧を使ってください', record: '内見を記録',
        open: 'お客様を開く', cancel: '取り消す', missed: '来なかった', cancelled: '予約を取り消しました', markedMissed: '不来訪にしました',
        confirm: '確定する', confirmed: '予約を確定しました',
        col: { day: '日付', slot: '時間帯', customer: 'お客様', houses: '物件', agent: '担当者', status: '状態', remark: '備考', actions: '操作' },
      },
      house: {
        customers: '関心のあるお客様', looks: '内見', empty: 'この物件に合う希望のお客様はいません', met: '{{count}}件一致',
        col: { customer: 'お客様', level: 'ランク', budget: '予算', met: '一致した希望', agent: '担当者', lastLook: '最終内見' },
      },
    },
  },
);
