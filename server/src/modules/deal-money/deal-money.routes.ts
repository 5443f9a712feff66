import {
  dealClose, dealMoneyAdd, dealMoneyDelete, dealMoneyGet, dealMoneyPayList, dealMoneyPaySub, dealMoneyUpdate, dealPayAdd, dealPayDelete, dealPayGet,
  dealPayUpdate, dealSettle,
} from '@brokerage/contract';
import { route } from '../../core/route.js';
import { addMoney, addPay, deleteMoney, deletePay, updateMoney, updatePay } from './entry.service.js';
import { moneyOf, payOf } from './money-read.js';
import { closeDeal, moneyPayList, moneyPaySub, settleDeal } from './settle.js';

export const dealMoneyRoutes = [
  route(dealMoneyGet, (ctx, input) => moneyOf(ctx, input.id)),
  route(dealMoneyAdd, (ctx, input) => addMoney(ctx, input)),
  route(dealMoneyUpdate, (ctx, input) => updateMoney(ctx, input)),
  route(dealMoneyDelete, (ctx, input) => deleteMoney(ctx, input)),
  route(dealPayGet, (ctx, input) => payOf(ctx, input.id)),
  route(dealPayAdd, (ctx, input) => addPay(ctx, input)),
  route(dealPayUpdate, (ctx, input) => updatePay(ctx, input)),
  route(dealPayDelete, (ctx, input) => deletePay(ctx, input)),
  route(dealMoneyPayList, (ctx, input) => moneyPayList(ctx, input)),
  route(dealMoneyPaySub, (ctx, input) => moneyPaySub(ctx, input)),
  route(dealSettle, (ctx, input) => settleDeal(ctx, input)),
  route(dealClose, (ctx, input) => closeDeal(ctx, input)),
];
