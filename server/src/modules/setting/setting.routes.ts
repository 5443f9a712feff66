import { companyGet, companySave, moduleGet, moduleSave } from '@brokerage/contract';
import { route } from '../../core/route.js';
import { getCompany, listModules, saveCompany, saveModules } from './setting.service.js';

export const settingRoutes = [
  route(companyGet, (ctx) => getCompany(ctx)),
  route(companySave, (ctx, input) => saveCompany(ctx, input)),
  route(moduleGet, (ctx) => listModules(ctx)),
  route(moduleSave, (ctx, input) => saveModules(ctx, input)),
];
