import { articleAdd, articleDelete, articleEdit, articleGetType, articleInfo, articleList, articleUpload } from '@brokerage/contract';
import { route, uploadRoute } from '../../core/route.js';
import { addArticle, articleTypes, deleteArticle, editArticle, listArticles, readArticle, uploadArticleImage } from './article.service.js';

export const articleRoutes = [
  route(articleGetType, (ctx) => articleTypes(ctx)),
  route(articleList, (ctx, input) => listArticles(ctx, input)),
  route(articleInfo, (ctx, input) => readArticle(ctx, input)),
  route(articleAdd, (ctx, input) => addArticle(ctx, input)),
  route(articleEdit, (ctx, input) => editArticle(ctx, input)),
  route(articleDelete, (ctx, input) => deleteArticle(ctx, input)),
  uploadRoute(articleUpload, (ctx, input) => uploadArticleImage(ctx, input)),
];
