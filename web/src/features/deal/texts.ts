import { defineTexts } from '../../i18n/define';

// Texts of the deal list and the deal detail, under the `deal` key of the i18n resources. Kinds, statuses, split roles
// and step names are labelled by the contract's *_LABELS.
export const dealTexts = defineTexts(
  {
    title: 'Deals',
    total: '{{total}} deals',
    empty: 'No deals',
    totals: 'Matching: {{count}} deals · price {{price}} · commission {{commission}}',
    money: { yuan: '{{amount}} yuan', yuan_month: '{{amount}} yuan/month' },
    filters: { kind: 'Kind', status: 'Status', keyword: 'Contract no., community or customer', store: 'Store', agent: 'Agent', signed: 'Signed' },
    col: {
      contract: 'Contract no.', kind: 'Kind', status: 'Status', house: 'House', customer: 'Customer', price: 'Price', commission: 'Commission',
      signed: 'Signed', agent: 'Agent', actions: 'Actions',
    },
    action: {
      add: 'Record deal', open: 'Open', edit: 'Edit', delete: 'Delete', deleteConfirm: 'Delete this deal?', deleted: 'Deal deleted',
      resubmit: 'Submit for review again', resubmitted: 'Submitted for review', terminate: 'Terminate', terminated: 'Deal terminated',
      reject: 'Reject', rejected: 'Deal not approved', reason: 'Reason', print: 'Print', printNow: 'Print',
    },
    detail: {
      missing: 'No deal chosen', notFound: 'This deal does not exist or is not yours to see', back: 'Back to deals',
      parties: 'Parties', buyer: 'Buyer', seller: 'Seller', house: 'House', customer: 'Customer', price: 'Price', signed: 'Signed',
      buyerCommission: 'Buyer commission', sellerCommission: 'Seller commission', commission: 'Commission', agent: 'Agent', store: 'Store',
      recorder: 'Recorded by', remark: 'Remark', reason: 'Reason', inReview: 'Waiting for review', created: 'Recorded',
      tabs: { split: 'Commission split', steps: 'Steps', pictures: 'Pictures', money: 'Money', log: 'Operation log' },
      split: { role: 'Role', person: 'Person', share: 'Share', amount: 'Amount' },
      performance: { title: 'Performance', person: 'Person', month: 'Month', receivable: 'Receivable', received: 'Received' },
      log: { when: 'When', who: 'Who', call: 'Action', result: 'Result', ok: 'Done', refused: 'Refused ({{code}})' },
    },
    steps: {
      empty: 'No steps yet', plan: 'Plan', layOut: 'Lay out the plan', add: 'Add step', code: 'Step', responsible: 'Responsible', days: 'Days',
      from: 'Counted from', fromDeal: 'the signing date', fromPrevious: 'the previous step', deadline: 'Deadline {{date}}', noDeadline: 'Deadline after the previous step',
      overdue: 'Overdue', done: 'Done {{date}}', confirm: 'Confirm done', confirmed: 'Step confirmed', note: 'Note', delete: 'Delete',
      deleteConfirm: 'Delete this step?', notLive: 'Steps begin once the deal is effective', added: 'Steps saved',
    },
    pictures: { all: 'All', upload: 'Add pictures', added: 'Picture added', empty: 'No pictures' },
    print: {
      title: 'Deal summary', company: 'Deal {{number}}', sign: 'Signature', date: 'Date', split: 'Commission split',
    },
  },
  {
    zh: {
      title: '成交管理',
      total: '共 {{total}} 条成交',
      empty: '暂无成交',
      totals: '符合条件：{{count}} 条 · 成交价合计 {{price}} · 佣金合计 {{commission}}',
      money: { yuan: '{{amount}} 元', yuan_month: '{{amount}} 元/月' },
      filters: { kind: '类型', status: '状态', keyword: '合同编号、小区或客户', store: '门店', agent: '经纪人', signed: '签约日期' },
      col: {
        contract: '合同编号', kind: '类型', status: '状态', house: '房源', customer: '客户', price: '成交价', commission: '佣金',
        signed: '签约日期', agent: '经纪人', actions: '操作',
      },
      action: {
        add: '录入成交', open: '查看', edit: '编辑', delete: '删除', deleteConfirm: '确定删除该成交？', deleted: '成交已删除',
        resubmit: '重新提交审核', resubmitted: '已提交审核', terminate: '终止', terminated: '成交已终止',
        reject: '驳回', rejected: '成交审核不通过', reason: '原因', print: '打印', printNow: '打印',
      },
      detail: {
        missing: '未选择成交', notFound: '该成交不存在或无权查看', back: '返回成交列表',
        parties: '交易双方', buyer: '买方', seller: '卖方', house: '房源', customer: '客户', price: '成交价', signed: '签约日期',
        buyerCommission: '买方佣金', sellerCommission: '卖方佣金', commission: '佣金合计', agent: '经纪人', store: '门店',
        recorder: '录入人', remark: '备注', reason: '原因', inReview: '等待审核', created: '录入时间',
        tabs: { split: '业绩分成', steps: '交易流程', pictures: '图片', money: '款项', log: '操作记录' },
        split: { role: '角色', person: '人员', share: '比例', amount: '金额' },
        performance: { title: '业绩', person: '人员', month: '月份', receivable: '应收业绩', received: '实收业绩' },
        log: { when: '时间', who: '操作人', call: '操作', result: '结果', ok: '成功', refused: '被拒绝（{{code}}）' },
      },
      steps: {
        empty: '暂无流程', plan: '模板', layOut: '套用模板', add: '添加步骤', code: '步骤', responsible: '负责人', days: '天数',
        from: '起算', fromDeal: '签约日期', fromPrevious: '上一步完成', deadline: '截止 {{date}}', noDeadline: '上一步完成后计算截止日期',
        overdue: '已超期', done: '{{date}} 完成', confirm: '确认完成', confirmed: '步骤已确认', note: '备注', delete: '删除',
        deleteConfirm: '确定删除该步骤？', notLive: '成交生效后开始办理流程', added: '流程已保存',
      },
      pictures: { all: '全部', upload: '上传图片', added: '图片已上传', empty: '暂无图片' },
      print: {
        title: '成交确认单', company: '成交 {{number}}', sign: '签字', date: '日期', split: '业绩分成',
      },
    },
    es: {
      title: 'Operaciones',
      total: '{{total}} operaciones',
      empty: 'Sin operaciones',
      totals: 'Coinciden: {{count}} operaciones · precio {{price}} · comisión {{commission}}',
      money: { yuan: '{{amount}} yuanes', yuan_month: '{{amount}} yuanes/mes' },
      filters: { kind: 'Tipo', status: 'Estado', keyword: 'N.º de contrato, comunidad o cliente', store: 'Tienda', agent: 'Agente', signed: 'Firma' },
      col: {
        contract: 'N.º de contrato', kind: 'Tipo', status: 'Estado', house: 'Inmueble', customer: 'Cliente', price: 'Precio', commission: 'Comisión',
        signed: 'Firma', agent: 'Agente', actions: 'Acciones',
      },
      action: {
        add: 'Registrar operación', open: 'Abrir', edit: 'Editar', delete: 'Eliminar', deleteConfirm: '¿Eliminar esta operación?', deleted: 'Operación eliminada',
        resubmit: 'Enviar de nuevo a revisión', resubmitted: 'Enviada a revisión', terminate: 'Anular', terminated: 'Operación anulada',
        reject: 'Rechazar', rejected: 'Operación no aprobada', reason: 'Motivo', print: 'Imprimir', printNow: 'Imprimir',
      },
      detail: {
        missing: 'Ninguna operación elegida', notFound: 'Esta operación no existe o no puede verla', back: 'Volver a operaciones',
        parties: 'Partes', buyer: 'Comprador', seller: 'Vendedor', house: 'Inmueble', customer: 'Cliente', price: 'Precio', signed: 'Firma',
        buyerCommission: 'Comisión del comprador', sellerCommission: 'Comisión del vendedor', commission: 'Comisión', agent: 'Agente', store: 'Tienda',
        recorder: 'Registrada por', remark: 'Observaciones', reason: 'Motivo', inReview: 'Esperando revisión', created: 'Registrada',
        tabs: { split: 'Reparto de comisión', steps: 'Pasos', pictures: 'Imágenes', money: 'Cobros', log: 'Registro de operaciones' },
        split: { role: 'Papel', person: 'Persona', share: 'Parte', amount: 'Importe' },
        performance: { title: 'Rendimiento', person: 'Persona', month: 'Mes', receivable: 'Por cobrar', received: 'Cobrado' },
        log: { when: 'Cuándo', who: 'Quién', call: 'Operación', result: 'Resultado', ok: 'Hecho', refused: 'Rechazado ({{code}})' },
      },
      steps: {
        empty: 'Aún sin pasos', plan: 'Plantilla', layOut: 'Aplicar la plantilla', add: 'Añadir paso', code: 'Paso', responsible: 'Responsable', days: 'Días',
        from: 'Contado desde', fromDeal: 'la firma', fromPrevious: 'el paso anterior', deadline: 'Plazo {{date}}', noDeadline: 'Plazo tras el paso anterior',
        overdue: 'Vencido', done: 'Hecho {{date}}', confirm: 'Confirmar hecho', confirmed: 'Paso confirmado', note: 'Nota', delete: 'Eliminar',
        deleteConfirm: '¿Eliminar este paso?', notLive: 'Los pasos empiezan cuando la operación está vigente', added: 'Pasos guardados',
      },
      pictures: { all: 'Todas', upload: 'Añadir fotos', added: 'Foto añadida', empty: 'Sin fotos' },
      print: {
        title: 'Resumen de la operación', company: 'Operación {{number}}', sign: 'Firma', date: 'Fecha', split: 'Reparto de comisión',
      },
    },
    ja: {
      title: '成約一覧',
      total: '{{total}} 件の成約',
      empty: '成約はありません',
      totals: '該当：{{count}} 件 · 成約価格合計 {{price}} · 手数料合計 {{commission}}',
      money: { yuan: '{{amount}} 元', yuan_month: '{{amount}} 元/月' },
      filters: { kind: '種別', status: 'ステータス', keyword: '契約番号・物件名・顧客名', store: '店舗', agent: '担当者', signed: '契約日' },
      col: {
        contract: '契約番号', kind: '種別', status: 'ステータス', house: '物件', customer: '顧客', price: '成約価格', commission: '手数料',
        signed: '契約日', agent: '担当者', actions: '操作',
      },
      action: {
        add: '成約登録', open: '開く', edit: '編集', delete: '削除', deleteConfirm: 'この成約を削除しますか？', deleted: '成約を削除しました',
        resubmit: '再申請', resubmitted: '審査に提出しました', terminate: '解約', terminated: '成約を解約しました',
        reject: '却下', rejected: '成約は審査不合格です', reason: '理由', print: '印刷', printNow: '印刷',
      },
      detail: {
        missing: '成約が選ばれていません', notFound: 'この成約は存在しないか閲覧できません', back: '成約一覧へ戻る',
        parties: '当事者', buyer: '買主', seller: '売主', house: '物件', customer: '顧客', price: '成約価格', signed: '契約日',
        buyerCommission: '買主手数料', sellerCommission: '売主手数料', commission: '手数料合計', agent: '担当者', store: '店舗',
        recorder: '登録者', remark: '備考', reason: '理由', inReview: '審査待ち', created: '登録日時',
        tabs: { split: '手数料配分', steps: 'ステップ', pictures: '画像', money: '入出金', log: '操作記録' },
        split: { role: '役割', person: '担当者', share: '配分', amount: '金額' },
        performance: { title: '業績', person: '担当者', month: '月', receivable: '売上業績', received: '入金業績' },
        log: { when: '日時', who: '操作者', call: '操作', result: '結果', ok: '成功', refused: '拒否（{{code}}）' },
      },
      steps: {
        empty: 'ステップはまだありません', plan: 'テンプレート', layOut: 'テンプレートを適用', add: 'ステップを追加', code: 'ステップ', responsible: '担当者', days: '日数',
        from: '起算', fromDeal: '契約日', fromPrevious: '前のステップ', deadline: '期限 {{date}}', noDeadline: '前のステップ完了後に期限を計算',
        overdue: '期限切れ', done: '{{date}} 完了', confirm: '完了を確認', confirmed: 'ステップを確認しました', note: 'メモ', delete: '削除',
        deleteConfirm: 'このステップを削除しますか？', notLive: '成約が有効になるとステップが始まります', added: 'ステップを保存しました',
      },
      pictures: { all: 'すべて', upload: '画像を追加', added: '画像を追加しました', empty: '画像はありません' },
      print: {
        title: '成約確認書', company: '成約 {{number}}', sign: '署名', date: '日付', split: '手数料配分',
      },
    },
  },
);
