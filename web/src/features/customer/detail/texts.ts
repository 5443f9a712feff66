import { defineTexts } from '../../../i18n/define';

// Texts of the customer detail (/customer/detail?id=12), merged under the `customer` key as `detail`.
export const customerDetailTexts = defineTexts(
  {
    detail: {
      title: 'Customer details',
      missing: 'No customer was chosen',
      notFound: 'This customer does not exist or is not yours to see',
      back: 'Back to customers',
      facts: {
        kind: 'Kind', sex: 'Sex', level: 'Level', status: 'Status', pool: 'Pool', source: 'Source', urgency: 'Urgency', agent: 'Agent',
        recorder: 'Entered by', created: 'Entered', lastFollowup: 'Last follow-up', lastLook: 'Last viewing', looks: 'Viewings', release: 'To public pool',
        remark: 'Remark', wants: 'Wants', phones: 'Phones', looksValue: '{{total}} in all, {{recent}} in 30 days',
      },
      wantsLine: {
        districts: 'Districts', communities: 'Communities', rooms: 'Bedrooms', area: 'Area', price: 'Budget', floors: 'Floors', uses: 'Use',
        decorations: 'Decoration', school: 'School district', payment: 'Payment', floorRange: 'floor {{range}}', yes: 'Needed', none: 'No wants given',
      },
      phone: { reveal: 'Show', revealed: 'Shown: {{count}} of {{limit}} today', call: 'Call' },
      pending: 'Waiting for approval to set the customer invalid ({{reason}}), since {{date}}',
      action: {
        edit: 'Edit', offline: 'Change status', recovery: 'Make active again', claim: 'Claim', release: 'To public pool',
        appointment: 'Book a viewing', look: 'Record a viewing',
      },
      status: {
        title: 'Change status', status: 'New status', reason: 'Reason', saved: 'Status changed', requested: 'Sent for approval',
        recoveryTitle: 'Make the customer active again', recovered: 'The customer is active again',
        poolTitle: 'Move between pools', poolReason: 'Reason (optional)',
      },
      tabs: { followups: 'Follow-ups', appointments: 'Appointments', looks: 'Viewings', matches: 'Matching houses', log: 'Operation log' },
      followup: {
        way: 'Way', content: 'What was said or agreed', submit: 'Add follow-up', added: 'Follow-up added', empty: 'No follow-ups yet',
        system: 'System', auto: 'Automatic', hint: 'At least {{min}} characters ({{count}} now)',
        lines: { status: 'Status: {{from}} → {{to}}', pool: 'Pool: {{from}} → {{to}}', agent: 'Agent: {{from}} → {{to}}', reason: 'Reason: {{reason}}',
          appointment: 'Viewing appointment on {{what}}: {{from}} → {{to}}', dealStep: 'Open steps of deal {{what}}: {{from}} → {{to}}' },
      },
      appointment: {
        title: 'Book a viewing', editTitle: 'Change appointment', day: 'Day', slot: 'Time of day', houses: 'Houses', remark: 'Remark',
        booked: 'Viewing booked', saved: 'Appointment saved', cancel: 'Cancel it', missed: 'Did not come', record: 'Record viewing', change: 'Change',
        cancelled: 'Appointment cancelled', markedMissed: 'Marked as not come', empty: 'No appointments in these weeks', window: 'From {{from}} to {{to}}',
        confirm: 'Confirm', confirmed: 'Appointment confirmed',
        housesHint: 'Search houses of the customer\'s kind by community or house number', earlier: 'Earlier', later: 'Later',
      },
      matches: {
        empty: 'No house meets the customer\'s wants', met: 'Meets {{count}}', book: 'Book', col: { house: 'House', price: 'Price', area: 'Area', met: 'Wants met', agent: 'Maintainer' },
      },
      log: { empty: 'No operations', col: { time: 'Time', person: 'Person', action: 'Action', result: 'Result', ip: 'Address' }, ok: 'Done', refused: 'Refused ({{code}})' },
    },
  },
  {
    zh: {
      detail: {
        title: '客户详情',
        missing: '未选择客户',
        notFound: '该客户不存在或您无权查看',
        back: '返回客源列表',
        facts: {
          kind: '类型', sex: '性别', level: '等级', status: '状态', pool: '公私客', source: '来源', urgency: '紧急程度', agent: '经纪人',
          recorder: '录入人', created: '录入时间', lastFollowup: '最后跟进', lastLook: '最后带看', looks: '带看', release: '转公客',
          remark: '备注', wants: '需求', phones: '电话', looksValue: '共{{total}}次，30天内{{recent}}次',
        },
        wantsLine: {
          districts: '区域', communities: '小区', rooms: '居室', area: '面积', price: '预算', floors: '楼层', uses: '用途',
          decorations: '装修', school: '学区', payment: '付款方式', floorRange: '{{range}}层', yes: '需要', none: '未填写需求',
        },
        phone: { reveal: '查看', revealed: '已查看：今日{{count}}/{{limit}}次', call: '拨打' },
        pending: '设为无效的申请审批中（{{reason}}），提交于{{date}}',
        action: {
          edit: '编辑', offline: '修改状态', recovery: '恢复有效', claim: '抢客', release: '转公客',
          appointment: '预约带看', look: '录入带看',
        },
        status: {
          title: '修改状态', status: '新状态', reason: '原因', saved: '状态已修改', requested: '已提交审批',
          recoveryTitle: '恢复为有效客户', recovered: '客户已恢复有效',
          poolTitle: '公私客转换', poolReason: '原因（选填）',
        },
        tabs: { followups: '跟进记录', appointments: '预约', looks: '带看记录', matches: '匹配房源', log: '操作日志' },
        followup: {
          way: '方式', content: '沟通内容', submit: '添加跟进', added: '跟进已添加', empty: '暂无跟进',
          system: '系统', auto: '自动', hint: '至少{{min}}个字（当前{{count}}个）',
          lines: { status: '状态：{{from}} → {{to}}', pool: '公私客：{{from}} → {{to}}', agent: '经纪人：{{from}} → {{to}}', reason: '原因：{{reason}}',
            appointment: '{{what}}的预约带看：{{from}} → {{to}}', dealStep: '成交{{what}}的待办步骤：{{from}} → {{to}}' },
        },
        appointment: {
          title: '预约带看', editTitle: '修改预约', day: '日期', slot: '时段', houses: '房源', remark: '备注',
          booked: '预约成功', saved: '预约已保存', cancel: '取消预约', missed: '已失约', record: '录入带看', change: '修改',
          cancelled: '预约已取消', markedMissed: '已标记失约', empty: '这几周没有预约', window: '{{from}}至{{to}}',
          confirm: '确认预约', confirmed: '预约已确认',
          housesHint: '按小区名或房源编号搜索客户需求类型的房源', earlier: '更早', later: '更晚',
        },
        matches: {
          empty: '没有符合客户需求的房源', met: '符合{{count}}项', book: '预约', col: { house: '房源', price: '价格', area: '面积', met: '符合需求', agent: '维护人' },
        },
        log: { empty: '暂无操作', col: { time: '时间', person: '操作人', action: '操作', result: '结果', ip: '地址' }, ok: '成功', refused: '被拒绝（{{code}}）' },
      },
    },
    es: {
      detail: {
        title: 'Ficha del cliente',
        missing: 'No se eligió ningún cliente',
        notFound: 'Este cliente no existe o no puede verlo',
        back: 'Volver a clientes',
        facts: {
          kind: 'Tipo', sex: 'Sexo', level: 'Nivel', status: 'Estado', pool: 'Cartera', source: 'Origen', urgency: 'Urgencia', agent: 'Agente',
          recorder: 'Dado de alta por', created: 'Alta', lastFollowup: 'Último seguimiento', lastLook: 'Última visita', looks: 'Visitas',
          release: 'A la cartera común', remark: 'Observaciones', wants: 'Lo que busca', phones: 'Teléfonos', looksValue: '{{total}} en total, {{recent}} en 30 días',
        },
        wantsLine: {
          districts: 'Distritos', communities: 'Comunidades', rooms: 'Dormitorios', area: 'Superficie', price: 'Presupuesto', floors: 'Plantas', uses: 'Uso',
          decorations: 'Acabados', school: 'Distrito escolar', payment: 'Forma de pago', floorRange: 'planta {{range}}', yes: 'Necesario', none: 'Sin preferencias',
        },
        phone: { reveal: 'Mostrar', revealed: 'Mostrado: {{count}} de {{limit}} hoy', call: 'Llamar' },
        pending: 'Pendiente de aprobación para marcarlo no válido ({{reason}}), desde {{date}}',
        action: {
          edit: 'Editar', offline: 'Cambiar estado', recovery: 'Reactivar', claim: 'Reclamar', release: 'A la cartera común',
          appointment: 'Reservar visita', look: 'Registrar visita',
        },
        status: {
          title: 'Cambiar estado', status: 'Nuevo estado', reason: 'Motivo', saved: 'Estado cambiado', requested: 'Enviado a aprobación',
          recoveryTitle: 'Reactivar el cliente', recovered: 'El cliente vuelve a estar activo',
          poolTitle: 'Cambiar de cartera', poolReason: 'Motivo (opcional)',
        },
        tabs: { followups: 'Seguimientos', appointments: 'Citas', looks: 'Visitas', matches: 'Inmuebles que encajan', log: 'Registro de operaciones' },
        followup: {
          way: 'Medio', content: 'Lo hablado o acordado', submit: 'Añadir seguimiento', added: 'Seguimiento añadido', empty: 'Aún no hay seguimientos',
          system: 'Sistema', auto: 'Automático', hint: 'Al menos {{min}} caracteres ({{count}} ahora)',
          lines: { status: 'Estado: {{from}} → {{to}}', pool: 'Cartera: {{from}} → {{to}}', agent: 'Agente: {{from}} → {{to}}', reason: 'Motivo: {{reason}}',
            appointment: 'Cita de visita del {{what}}: {{from}} → {{to}}', dealStep: 'Pasos pendientes de la operación {{what}}: {{from}} → {{to}}' },
        },
        appointment: {
          title: 'Reservar visita', editTitle: 'Cambiar cita', day: 'Día', slot: 'Franja', houses: 'Inmuebles', remark: 'Observaciones',
          booked: 'Visita reservada', saved: 'Cita guardada', cancel: 'Anularla', missed: 'No vino', record: 'Registrar visita', change: 'Cambiar',
          cancelled: 'Cita anulada', markedMissed: 'Marcada como no presentado', empty: 'No hay citas en estas semanas', window: 'Del {{from}} al {{to}}',
          confirm: 'Confirmar', confirmed: 'Cita confirmada',
          housesHint: 'Busque inmuebles del tipo del cliente por comunidad o número', earlier: 'Antes', later: 'Después',
        },
        matches: {
          empty: 'Ningún inmueble cumple lo que busca el cliente', met: 'Cumple {{count}}', book: 'Reservar',
          col: { house: 'Inmueble', price: 'Precio', area: 'Superficie', met: 'Cumple', agent: 'Responsable' },
        },
        log: {
          empty: 'Sin operaciones', col: { time: 'Hora', person: 'Persona', action: 'Operación', result: 'Resultado', ip: 'Dirección' }, ok: 'Hecho', refused: 'Rechazado ({{code}})',
        },
      },
    },
    ja: {
      detail: {
        title: '顧客詳細',
        missing: '顧客が選ばれていません',
        notFound: 'この顧客は存在しないか、閲覧権限がありません',
        back: '顧客一覧に戻る',
        facts: {
          kind: '種別', sex: '性別', level: 'ランク', status: 'ステータス', pool: '顧客区分', source: '経路', urgency: '緊急度', agent: '担当者',
          recorder: '登録者', created: '登録日時', lastFollowup: '最終フォロー', lastLook: '最終内見', looks: '内見', release: '共有化まで',
          remark: '備考', wants: '希望条件', phones: '電話番号', looksValue: '計{{total}}回、30日で{{recent}}回',
        },
        wantsLine: {
          districts: '地域', communities: '物件', rooms: '間取り', area: '面積', price: '予算', floors: '階数', uses: '用途',
          decorations: '内装', school: '学区', payment: '支払方法', floorRange: '{{range}}階', yes: '必要', none: '希望条件なし',
        },
        phone: { reveal: '表示', revealed: '表示済み：本日{{count}}/{{limit}}回', call: '発信' },
        pending: '無効化の申請を承認待ち（{{reason}}）、{{date}}から',
        action: {
          edit: '編集', offline: 'ステータス変更', recovery: '有効に戻す', claim: '引き受ける', release: '共有顧客にする',
          appointment: '内見を予約', look: '内見を記録',
        },
        status: {
          title: 'ステータス変更', status: '新しいステータス', reason: '理由', saved: 'ステータスを変更しました', requested: '承認に回しました',
          recoveryTitle: '顧客を有効に戻す', recovered: '顧客を有効に戻しました',
          poolTitle: '顧客区分の変更', poolReason: '理由（任意）',
        },
        tabs: { followups: 'フォロー記録', appointments: '予約', looks: '内見記録', matches: '条件に合う物件', log: '操作ログ' },
        followup: {
          way: '方法', content: '話した内容・約束', submit: 'フォローを追加', added: 'フォローを追加しました', empty: 'フォローはまだありません',
          system: 'システム', auto: '自動', hint: '{{min}}文字以上（現在{{count}}文字）',
          lines: { status: 'ステータス：{{from}} → {{to}}', pool: '顧客区分：{{from}} → {{to}}', agent: '担当者：{{from}} → {{to}}', reason: '理由：{{reason}}',
            appointment: '{{what}}の内見予約：{{from}} → {{to}}', dealStep: '成約{{what}}の未完了ステップ：{{from}} → {{to}}' },
        },
        appointment: {
          title: '内見を予約', editTitle: '予約を変更', day: '日付', slot: '時間帯', houses: '物件', remark: '備考',
          booked: '内見を予約しました', saved: '予約を保存しました', cancel: '取り消す', missed: '来なかった', record: '内見を記録', change: '変更',
          cancelled: '予約を取り消しました', markedMissed: '不来訪にしました', empty: 'この数週間に予約はありません', window: '{{from}}～{{to}}',
          confirm: '確定する', confirmed: '予約を確定しました',
          housesHint: '顧客の希望種別の物件を物件名または番号で検索', earlier: '前へ', later: '次へ',
        },
        matches: {
          empty: '顧客の条件に合う物件はありません', met: '{{count}}件該当', book: '予約', col: { house: '物件', price: '価格', area: '面積', met: '該当条件', agent: '担当者' },
        },
        log: { empty: '操作はありません', col: { time: '日時', person: '操作者', action: '操作', result: '結果', ip: 'アドレス' }, ok: '成功', refused: '拒否（{{code}}）' },
      },
    },
  },
);
