import {
  customerAdd, customerAppointList, customerAppointUpdate, customerExport, customerGet, customerList, customerOffline, customerOperationList,
  customerPrivate, customerRecovery, customerSourceList, customerSources, customerUpdate, customerUpdateFind, followupCustomer,
  followupPhoneCallFind, staffRoleCustomerFind, userCustomerList, userShareStatistics,
} from '@brokerage/contract';
import { route } from '../../core/route.js';
import * as customer from './customer.service.js';
import * as appoint from './customer-appoint.service.js';
import * as followup from './customer-followup.service.js';
import * as people from './customer-people.service.js';
import { exportCustomers, listCustomers, listOfPerson } from './customer-list.service.js';

export const customerRoutes = [
  route(customerSourceList, async (ctx) => ({ list: customerSources(ctx.lang) })),
  route(customerList, (ctx, input) => listCustomers(ctx, input)),
  route(customerExport, (ctx, input) => exportCustomers(ctx, input)),
  route(customerGet, (ctx, input) => customer.getCustomer(ctx, input.id)),
  route(customerUpdateFind, (ctx, input) => customer.findForUpdate(ctx, input.id)),
  route(customerAdd, (ctx, input) => customer.addCustomer(ctx, input)),
  route(customerUpdate, (ctx, input) => customer.updateCustomer(ctx, input)),
  route(customerOffline, (ctx, input) => customer.takeOffline(ctx, input)),
  route(customerRecovery, (ctx, input) => customer.recover(ctx, input)),
  route(customerPrivate, (ctx, input) => customer.changePool(ctx, input)),
  route(customerAppointList, (ctx, input) => appoint.listAppointments(ctx, input)),
  route(customerAppointUpdate, (ctx, input) => appoint.updateAppointment(ctx, input)),
  route(customerOperationList, (ctx, input) => people.operationLog(ctx, input)),
  route(userCustomerList, (ctx, input) => listOfPerson(ctx, input)),
  route(userShareStatistics, (ctx, input) => people.shareStatistics(ctx, input)),
  route(staffRoleCustomerFind, (ctx, input) => people.findStaff(ctx, input)),
  route(followupCustomer, (ctx, input) => followup.addCustomerFollowup(ctx, input)),
  route(followupPhoneCallFind, (ctx, input) => followup.revealPhone(ctx, input)),
];
