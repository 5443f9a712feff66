import { defineTexts } from '../../../i18n/define';

// Texts of the deal's money ledgers and the QR payment, merged under the `deal` key (deal.ledger.*).
export const dealLedgerTexts = defineTexts(
  {
    ledger: {
      notLive: 'Money is entered once the deal is effective',
      totals: 'Receivable {{receivable}} · received {{received}} · balance {{balance}}',
      inReview: '{{count}} entries in review',
      receivables: 'Receivables', receipts: 'Receipts and refunds',
      addMoney: 'Add receivable', addPay: 'Add receipt', receive: 'Receive', payQr: 'Pay by QR', delete: 'Delete', deleteConfirm: 'Delete this entry?',
      deleted: 'Entry deleted', moneySaved: 'Receivable recorded', paySaved: 'Receipt recorded',
      col: {
        type: 'Type', payer: 'Payer', amount: 'Amount', due: 'Due', received: 'Received', balance: 'Balance', status: 'Status', kind: 'Kind',
        method: 'Method', paid: 'Paid', reference: 'Reference', actions: 'Actions',
      },
      form: { type: 'Money type', payer: 'Payer', amount: 'Amount (yuan)', due: 'Due date', remark: 'Remark', kind: 'Kind', method: 'Method', paid: 'Paid on', receivable: 'Receivable' },
      qr: {
        title: 'Pay by QR code', amount: 'Amount (yuan)', make: 'Make QR code', hint: 'Scan the code, or open the payment page:', waiting: 'Waiting for the payment…',
        paid: 'Paid: the receipt is recorded', closed: 'The code expired unpaid: make a new one', expires: 'Valid until {{time}}',
      },
    },
  },
  {
    zh: {
      ledger: {
        notLive: '成交生效后可录入款项',
        totals: '应收 {{receivable}} · 实收 {{received}} · 余额 {{balance}}',
        inReview: '{{count}} 笔款项审核中',
        receivables: '应收款项', receipts: '实收与退款',
        addMoney: '新增应收', addPay: '新增实收', receive: '收款', payQr: '扫码支付', delete: '删除', deleteConfirm: '确定删除该款项？',
        deleted: '款项已删除', moneySaved: '应收已录入', paySaved: '实收已录入',
        col: {
          type: '款项类型', payer: '付款方', amount: '金额', due: '应收日期', received: '已收', balance: '余额', status: '状态', kind: '收付类型',
          method: '支付方式', paid: '收付日期', reference: '支付单号', actions: '操作',
        },
        form: { type: '款项类型', payer: '付款方', amount: '金额（元）', due: '应收日期', remark: '备注', kind: '收付类型', method: '支付方式', paid: '收付日期', receivable: '对应应收' },
        qr: {
          title: '扫码支付', amount: '金额（元）', make: '生成二维码', hint: '扫描二维码，或打开支付页面：', waiting: '等待支付…',
          paid: '已支付，实收已入账', closed: '二维码已过期未支付，请重新生成', expires: '有效期至 {{time}}',
        },
      },
    },
    es: {
      ledger: {
        notLive: 'Los importes se registran cuando la operación está vigente',
        totals: 'Por cobrar {{receivable}} · cobrado {{received}} · saldo {{balance}}',
        inReview: '{{count}} apuntes en revisión',
        receivables: 'Cobros previstos', receipts: 'Cobros y reembolsos',
        addMoney: 'Añadir cobro previsto', addPay: 'Añadir cobro', receive: 'Cobrar', payQr: 'Pagar con QR', delete: 'Eliminar', deleteConfirm: '¿Eliminar este apunte?',
        deleted: 'Apunte eliminado', moneySaved: 'Cobro previsto registrado', paySaved: 'Cobro registrado',
        col: {
          type: 'Tipo', payer: 'Pagador', amount: 'Importe', due: 'Vencimiento', received: 'Cobrado', balance: 'Saldo', status: 'Estado', kind: 'Clase',
          method: 'Forma de pago', paid: 'Fecha', reference: 'Referencia', actions: 'Acciones',
        },
        form: { type: 'Tipo de importe', payer: 'Pagador', amount: 'Importe (yuan)', due: 'Vencimiento', remark: 'Observaciones', kind: 'Clase', method: 'Forma de pago', paid: 'Fecha de pago', receivable: 'Cobro previsto' },
        qr: {
          title: 'Pagar con código QR', amount: 'Importe (yuan)', make: 'Crear código QR', hint: 'Escanee el código o abra la página de pago:', waiting: 'Esperando el pago…',
          paid: 'Pagado: el cobro está registrado', closed: 'El código caducó sin pago: cree uno nuevo', expires: 'Válido hasta {{time}}',
        },
      },
    },
    ja: {
      ledger: {
        notLive: '成約が有効になると入出金を登録できます',
        totals: '未収 {{receivable}} · 入金 {{received}} · 残高 {{balance}}',
        inReview: '審査中 {{count}} 件',
        receivables: '未収金', receipts: '入金・返金',
        addMoney: '未収金を追加', addPay: '入金を追加', receive: '入金', payQr: 'QRで支払い', delete: '削除', deleteConfirm: 'この明細を削除しますか？',
        deleted: '明細を削除しました', moneySaved: '未収金を登録しました', paySaved: '入金を登録しました',
        col: {
          type: '種別', payer: '支払者', amount: '金額', due: '期日', received: '入金済み', balance: '残高', status: 'ステータス', kind: '区分',
          method: '支払方法', paid: '日付', reference: '決済番号', actions: '操作',
        },
        form: { type: '種別', payer: '支払者', amount: '金額（元）', due: '期日', remark: '備考', kind: '区分', method: '支払方法', paid: '支払日', receivable: '対象の未収金' },
        qr: {
          title: 'QRコードで支払い', amount: '金額（元）', make: 'QRコードを作成', hint: 'コードを読み取るか、支払ページを開いてください：', waiting: '支払いを待っています…',
          paid: '支払済み：入金を計上しました', closed: 'コードは未払いのまま期限切れです。作り直してください', expires: '{{time}} まで有効',
        },
      },
    },
  },
);
