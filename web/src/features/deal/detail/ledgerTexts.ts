import { defineTexts } from '../../../i18n/define';

// Texts of the deal's money ledgers and the QR payment, merged under the `deal` key (deal.ledger.*).
export const dealLedgerTexts = defineTexts(
  {
    ledger: {
      notLive: 'Money is entered once the deal is effective',
      refundOnly: 'The deal is terminated: only money received is refunded',
      totals: 'Receivable {{receivable}} · received {{received}} · balance {{balance}}',
      payableTotals: 'Payable {{payable}} · paid {{paid}} · balance {{balance}}',
      inReview: '{{count}} entries in review',
      receivables: 'Receivables and payables', receipts: 'Receipts, refunds and payments',
      addMoney: 'Add receivable or payable', addPay: 'Add receipt', receive: 'Receive', refund: 'Refund', pay: 'Pay out', payQr: 'Pay by QR', delete: 'Delete',
      deleteConfirm: 'Delete this entry?', deleted: 'Entry deleted', moneySaved: 'Receivable recorded', payableSaved: 'Payable recorded', paySaved: 'Receipt recorded', refundSaved: 'Refund recorded', paymentSaved: 'Payment recorded',
      col: {
        type: 'Type', direction: 'Direction', party: 'Party', amount: 'Amount', due: 'Due', moved: 'Received / paid', balance: 'Balance', status: 'Status',
        kind: 'Kind', method: 'Method', paid: 'Paid', reference: 'Reference', actions: 'Actions',
      },
      form: {
        direction: 'Direction', type: 'Money type', payer: 'Payer', payee: 'Payee', amount: 'Amount (yuan)', due: 'Due date', remark: 'Remark', kind: 'Kind',
        method: 'Method', paid: 'Paid on', receivable: 'Receivable or payable',
      },
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
        refundOnly: '成交已终止，只能退还已收款项',
        totals: '应收 {{receivable}} · 实收 {{received}} · 余额 {{balance}}',
        payableTotals: '应付 {{payable}} · 实付 {{paid}} · 余额 {{balance}}',
        inReview: '{{count}} 笔款项审核中',
        receivables: '应收应付', receipts: '实收、退款与实付',
        addMoney: '新增应收/应付', addPay: '新增实收', receive: '收款', refund: '退款', pay: '付款', payQr: '扫码支付', delete: '删除', deleteConfirm: '确定删除该款项？',
        deleted: '款项已删除', moneySaved: '应收已录入', payableSaved: '应付已录入', paySaved: '实收已录入', refundSaved: '退款已录入', paymentSaved: '实付已录入',
        col: {
          type: '款项类型', direction: '收付方向', party: '收付款方', amount: '金额', due: '应收付日期', moved: '已收/已付', balance: '余额', status: '状态',
          kind: '收付类型', method: '支付方式', paid: '收付日期', reference: '支付单号', actions: '操作',
        },
        form: {
          direction: '收付方向', type: '款项类型', payer: '付款方', payee: '收款方', amount: '金额（元）', due: '应收付日期', remark: '备注', kind: '收付类型',
          method: '支付方式', paid: '收付日期', receivable: '对应应收/应付',
        },
        qr: {
          title: '扫码支付', amount: '金额（元）', make: '生成二维码', hint: '扫描二维码，或打开支付页面：', waiting: '等待支付…',
          paid: '已支付，实收已入账', closed: '二维码已过期未支付，请重新生成', expires: '有效期至 {{time}}',
        },
      },
    },
    es: {
      ledger: {
        notLive: 'Los importes se registran cuando la operación está vigente',
        refundOnly: 'La operación está terminada: solo se reembolsa lo cobrado',
        totals: 'Por cobrar {{receivable}} · cobrado {{received}} · saldo {{balance}}',
        payableTotals: 'Por pagar {{payable}} · pagado {{paid}} · saldo {{balance}}',
        inReview: '{{count}} apuntes en revisión',
        receivables: 'Cobros y pagos previstos', receipts: 'Cobros, reembolsos y pagos',
        addMoney: 'Añadir cobro o pago previsto', addPay: 'Añadir cobro', receive: 'Cobrar', refund: 'Reembolsar', pay: 'Pagar', payQr: 'Pagar con QR', delete: 'Eliminar',
        deleteConfirm: '¿Eliminar este apunte?', deleted: 'Apunte eliminado', moneySaved: 'Cobro previsto registrado', payableSaved: 'Pago previsto registrado', paySaved: 'Cobro registrado', refundSaved: 'Reembolso registrado', paymentSaved: 'Pago registrado',
        col: {
          type: 'Tipo', direction: 'Sentido', party: 'Parte', amount: 'Importe', due: 'Vencimiento', moved: 'Cobrado / pagado', balance: 'Saldo', status: 'Estado',
          kind: 'Clase', method: 'Forma de pago', paid: 'Fecha', reference: 'Referencia', actions: 'Acciones',
        },
        form: {
          direction: 'Sentido', type: 'Tipo de importe', payer: 'Pagador', payee: 'Beneficiario', amount: 'Importe (yuan)', due: 'Vencimiento', remark: 'Observaciones',
          kind: 'Clase', method: 'Forma de pago', paid: 'Fecha de pago', receivable: 'Cobro o pago previsto',
        },
        qr: {
          title: 'Pagar con código QR', amount: 'Importe (yuan)', make: 'Crear código QR', hint: 'Escanee el código o abra la página de pago:', waiting: 'Esperando el pago…',
          paid: 'Pagado: el cobro está registrado', closed: 'El código caducó sin pago: cree uno nuevo', expires: 'Válido hasta {{time}}',
        },
      },
    },
    ja: {
      ledger: {
        notLive: '成約が有効になると入出金を登録できます',
        refundOnly: '成約は終了しました。入金済みの金額の返金のみ登録できます',
        totals: '未収 {{receivable}} · 入金 {{received}} · 残高 {{balance}}',
        payableTotals: '未払 {{payable}} · 支払済み {{paid}} · 残高 {{balance}}',
        inReview: '審査中 {{count}} 件',
        receivables: '未収金・未払金', receipts: '入金・返金・支払',
        addMoney: '未収金・未払金を追加', addPay: '入金を追加', receive: '入金', refund: '返金', pay: '支払う', payQr: 'QRで支払い', delete: '削除', deleteConfirm: 'この明細を削除しますか？',
        deleted: '明細を削除しました', moneySaved: '未収金を登録しました', payableSaved: '未払金を登録しました', paySaved: '入金を登録しました', refundSaved: '返金を登録しました', paymentSaved: '支払を登録しました',
        col: {
          type: '種別', direction: '区分（未収・未払）', party: '相手方', amount: '金額', due: '期日', moved: '入金・支払済み', balance: '残高', status: 'ステータス',
          kind: '区分', method: '支払方法', paid: '日付', reference: '決済番号', actions: '操作',
        },
        form: {
          direction: '区分（未収・未払）', type: '種別', payer: '支払者', payee: '受取人', amount: '金額（元）', due: '期日', remark: '備考', kind: '区分',
          method: '支払方法', paid: '支払日', receivable: '対象の未収金・未払金',
        },
        qr: {
          title: 'QRコードで支払い', amount: '金額（元）', make: 'QRコードを作成', hint: 'コードを読み取るか、支払ページを開いてください：', waiting: '支払いを待っています…',
          paid: '支払済み：入金を計上しました', closed: 'コードは未払いのまま期限切れです。作り直してください', expires: '{{time}} まで有効',
        },
      },
    },
  },
);
