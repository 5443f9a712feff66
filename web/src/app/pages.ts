import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageRoute } from './routes';
import { textFrom } from './routes';
import { registerPageNames } from './pageNames';
import { shellTexts } from '../shell/texts';
import { BUILDING_TITLE } from '../features/dictionary/building/title';
import { COMPARE_HOUSE_PATH, CUSTOMER_DETAIL_PATH, GUIDE_PATH, HOUSE_DETAIL_PATH, INDEX_PATH, NEWS_CENTER_PATH, PROFILE_PATH, REAL_ESTATE_BUILDING_PATH } from '../lib/paths';
import { HOUSE_DETAIL_DEFAULT_TITLE } from '../features/house/detail/title';
import { COMPARE_HOUSE_TITLE } from '../features/house/compare/title';
import { FLOW_EDITOR_PATH, FLOW_EDITOR_TITLE } from '../features/approval/paths';
import { CUSTOMER_DETAIL_TITLE } from '../features/customer/title';
import { DEAL_DETAIL_PATH, DEAL_DETAIL_TITLE, DEAL_ENTRY_PATH, DEAL_ENTRY_TITLE } from '../features/deal/paths';
import { NEWHOUSE_DETAIL_PATH, NEWHOUSE_DETAIL_TITLE } from '../features/newhouse/paths';
import { ENTRUST_UPLOAD_PATH, ENTRUST_UPLOAD_TITLE } from '../features/entrust/paths';

// The page registry: a route name (of user/info's menu tree, or of a static route) → its lazy page.
// A server route whose name is missing here is left out of menu and router until its module lands.
export const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  Dashboard: lazy(() => import('../shell/pages/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage }))),
  Profile: lazy(() => import('../features/account/ProfilePage').then((m) => ({ default: m.ProfilePage }))),
  Guide: lazy(() => import('../shell/pages/GuidePage').then((m) => ({ default: m.GuidePage }))),
  NewsCenter: lazy(() => import('../features/message/MessageCenterPage').then((m) => ({ default: m.MessageCenterPage }))),
  TargetManagement: lazy(() => import('../features/target/TargetManagementPage').then((m) => ({ default: m.TargetManagementPage }))),
  IndexStatistics: lazy(() => import('../features/statistics/PerformancePage').then((m) => ({ default: m.PerformancePage }))),
  PerformanceAppraisal: lazy(() => import('../features/statistics/FollowupStatisticsPage').then((m) => ({ default: m.FollowupStatisticsPage }))),
  ProcessAssessment: lazy(() => import('../features/assess/ProcessAssessmentPage').then((m) => ({ default: m.ProcessAssessmentPage }))),
  Management: lazy(() => import('../features/member/MemberManagementPage').then((m) => ({ default: m.MemberManagementPage }))),
  Store: lazy(() => import('../features/org/StorePage').then((m) => ({ default: m.StorePage }))),
  Department: lazy(() => import('../features/org/DepartmentPage').then((m) => ({ default: m.DepartmentPage }))),
  Blacklist: lazy(() => import('../features/member/BlacklistPage').then((m) => ({ default: m.BlacklistPage }))),
  Record: lazy(() => import('../features/log/RecordPage').then((m) => ({ default: m.RecordPage }))),
  EnterpriseSetuper: lazy(() => import('../features/setting/EnterpriseSetuperPage').then((m) => ({ default: m.EnterpriseSetuperPage }))),
  RealEstateDictionary: lazy(() => import('../features/dictionary/RealEstateDictionaryPage').then((m) => ({ default: m.RealEstateDictionaryPage }))),
  RealEstateBuilding: lazy(() => import('../features/dictionary/RealEstateBuildingPage').then((m) => ({ default: m.RealEstateBuildingPage }))),
  School: lazy(() => import('../features/school/SchoolPage').then((m) => ({ default: m.SchoolPage }))),
  OperateArea: lazy(() => import('../features/label/LabelPage').then((m) => ({ default: m.LabelPage }))),
  DutyManage: lazy(() => import('../features/zone/ZonePage').then((m) => ({ default: m.ZonePage }))),
  NewSell: lazy(() => import('../features/house/HouseListPage').then((m) => ({ default: m.HouseListPage }))),
  MyHouse: lazy(() => import('../features/house/MyHousePage').then((m) => ({ default: m.MyHousePage }))),
  MyFavorite: lazy(() => import('../features/house/MyFavoritePage').then((m) => ({ default: m.MyFavoritePage }))),
  HouseDetail: lazy(() => import('../features/house/HouseDetailPage').then((m) => ({ default: m.HouseDetailPage }))),
  KeyManagement: lazy(() => import('../features/house-key/KeyManagementPage').then((m) => ({ default: m.KeyManagementPage }))),
  OutHouse: lazy(() => import('../features/house-offline/HouseOfflinePage').then((m) => ({ default: m.HouseOfflinePage }))),
  DataFollowup: lazy(() => import('../features/followup/FollowupDataPage').then((m) => ({ default: m.FollowupDataPage }))),
  Send: lazy(() => import('../features/message/SendPage').then((m) => ({ default: m.SendPage }))),
  ArticleList: lazy(() => import('../features/article/ArticleListPage').then((m) => ({ default: m.ArticleListPage }))),
  HouseCompare: lazy(() => import('../features/house/compare/HouseComparePage').then((m) => ({ default: m.HouseComparePage }))),
  ApprovalMine: lazy(() => import('../features/approval/ApprovalMinePage').then((m) => ({ default: m.ApprovalMinePage }))),
  ApprovalBusiness: lazy(() => import('../features/approval/ApprovalInboxPage').then((m) => ({ default: m.ApprovalBusinessPage }))),
  ApprovalFinance: lazy(() => import('../features/approval/ApprovalInboxPage').then((m) => ({ default: m.ApprovalFinancePage }))),
  ApprovalSet: lazy(() => import('../features/approval/ApprovalSetPage').then((m) => ({ default: m.ApprovalSetPage }))),
  Customers: lazy(() => import('../features/customer/CustomerListPage').then((m) => ({ default: m.CustomerListPage }))),
  CustomerClosed: lazy(() => import('../features/customer/CustomerListPage').then((m) => ({ default: m.CustomerClosedPage }))),
  CustomerHouse: lazy(() => import('../features/customer/CustomerListPage').then((m) => ({ default: m.CustomerHousePage }))),
  AppointLook: lazy(() => import('../features/customer-look/AppointLookPage').then((m) => ({ default: m.AppointLookPage }))),
  CustomerDetail: lazy(() => import('../features/customer/CustomerDetailPage').then((m) => ({ default: m.CustomerDetailPage }))),
  FlowEditor: lazy(() => import('../features/approval/FlowEditorPage').then((m) => ({ default: m.FlowEditorPage }))),
  Sale: lazy(() => import('../features/deal/DealListPage').then((m) => ({ default: m.DealListPage }))),
  DealDetail: lazy(() => import('../features/deal/DealDetailPage').then((m) => ({ default: m.DealDetailPage }))),
  DealEntry: lazy(() => import('../features/deal/DealEntryPage').then((m) => ({ default: m.DealEntryPage }))),
  Distribution: lazy(() => import('../features/newhouse/DistributionPage').then((m) => ({ default: m.DistributionPage }))),
  FilingRecords: lazy(() => import('../features/newhouse/report/ReportListPages').then((m) => ({ default: m.FilingRecordsPage }))),
  ReportManagement: lazy(() => import('../features/newhouse/report/ReportListPages').then((m) => ({ default: m.ReportManagementPage }))),
  Linkage: lazy(() => import('../features/newhouse/linkage/LinkagePage').then((m) => ({ default: m.LinkagePage }))),
  NewhouseDetail: lazy(() => import('../features/newhouse/NewhouseDetailPage').then((m) => ({ default: m.NewhouseDetailPage }))),
  EntrustUpload: lazy(() => import('../features/entrust/EntrustUploadPage').then((m) => ({ default: m.EntrustUploadPage }))),
};

registerPageNames(Object.keys(PAGES));

export function hasPage(name: string): boolean {
  return Object.hasOwn(PAGES, name);
}

const title = (key: keyof (typeof shellTexts)['en']['routes']) => textFrom((lang) => shellTexts[lang].routes[key]);

export const DASHBOARD_TITLE = title('dashboard');

// Routes every signed-in person has (spec §2 "available to everyone"), whatever the menu tree says.
export const STATIC_PAGES: PageRoute[] = [
  { path: INDEX_PATH, page: 'Dashboard', title: DASHBOARD_TITLE, affix: true, parents: [] },
  { path: GUIDE_PATH, page: 'Guide', title: title('guide'), affix: false, parents: [] },
  { path: PROFILE_PATH, page: 'Profile', title: title('profile'), affix: false, parents: [] },
  { path: NEWS_CENTER_PATH, page: 'NewsCenter', title: title('newsCenter'), affix: false, parents: [] },
  {
    path: REAL_ESTATE_BUILDING_PATH, page: 'RealEstateBuilding', title: BUILDING_TITLE, affix: false, parents: [],
  },
  // A house's detail (?id=12); its tab is titled with the house shown (app/tabTitles.ts).
  { path: HOUSE_DETAIL_PATH, page: 'HouseDetail', title: HOUSE_DETAIL_DEFAULT_TITLE, affix: false, parents: [] },
  // Houses side by side (?ids=1,2,3), opened from the house list's selection.
  {
    path: COMPARE_HOUSE_PATH, page: 'HouseCompare', title: COMPARE_HOUSE_TITLE, affix: false, parents: [],
  },
  // A customer's detail (?id=12), opened from the customer lists, matches and messages.
  {
    path: CUSTOMER_DETAIL_PATH, page: 'CustomerDetail', title: CUSTOMER_DETAIL_TITLE, affix: false, parents: [],
  },
  // An approval flow's editor (/approvals/release/12): one tab per flow.
  { path: FLOW_EDITOR_PATH, page: 'FlowEditor', title: FLOW_EDITOR_TITLE, affix: false, parents: [] },
  // A deal's detail (?id=12), and the deal entry wizard (?house_id=&customer_id= from a house, a customer or a viewing).
  { path: DEAL_DETAIL_PATH, page: 'DealDetail', title: DEAL_DETAIL_TITLE, affix: false, parents: [], access: 'deal:list' },
  { path: DEAL_ENTRY_PATH, page: 'DealEntry', title: DEAL_ENTRY_TITLE, affix: false, parents: [], access: 'deal:add' },
  // A new-house project's detail (/newhouses/newhousedetails/12): one tab per project.
  {
    path: NEWHOUSE_DETAIL_PATH, page: 'NewhouseDetail', title: NEWHOUSE_DETAIL_TITLE, affix: false, parents: [], access: 'newhouse:list',
  },
  // An entrust book's phone upload page (?id=12), which the book's QR code opens.
  { path: ENTRUST_UPLOAD_PATH, page: 'EntrustUpload', title: ENTRUST_UPLOAD_TITLE, affix: false, parents: [], access: 'entrust:edit' },
];
