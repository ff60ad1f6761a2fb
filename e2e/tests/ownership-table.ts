/**
 * The route-ownership table of the architecture doc, written out independently of the remotes'
 * own route files, so the browser tests check the composed portal against the contract.
 * `sample` is a concrete URL for a parameterised path.
 */
export interface OwnedRoute {
  sample: string;
  /** The route's title: the document title is `${app title} | ${title}`. */
  title: string;
  owner: 'remote_games' | 'remote_square' | 'remote_account' | 'remote_reading';
  layout: 'main' | 'simple' | 'standalone';
  header?: false;
  login?: true;
}

export const OWNERSHIP: OwnedRoute[] = [
  { sample: '/', title: '首页', owner: 'remote_games', layout: 'main' },
  { sample: '/games', title: '游戏列表', owner: 'remote_games', layout: 'main' },
  { sample: '/games/rpg', title: '游戏列表', owner: 'remote_games', layout: 'main' },
  { sample: '/detail/1001', title: '游戏详情', owner: 'remote_games', layout: 'main' },
  { sample: '/welfare', title: '福利', owner: 'remote_games', layout: 'main' },
  { sample: '/square', title: '礼包中心', owner: 'remote_square', layout: 'main', header: false },
  { sample: '/animate', title: '动漫专区', owner: 'remote_reading', layout: 'main', header: false },
  { sample: '/profile', title: '个人资料', owner: 'remote_account', layout: 'main', header: false },
  { sample: '/login', title: '登录', owner: 'remote_account', layout: 'main' },
  { sample: '/register', title: '注册', owner: 'remote_account', layout: 'main' },
  { sample: '/other', title: '其他登录方式', owner: 'remote_account', layout: 'main' },
  { sample: '/find', title: '找回密码', owner: 'remote_account', layout: 'main', login: true },
  { sample: '/bind', title: '绑定手机', owner: 'remote_account', layout: 'main', login: true },
  { sample: '/reset', title: '重置密码', owner: 'remote_account', layout: 'main', login: true },
  { sample: '/user', title: '个人中心', owner: 'remote_account', layout: 'main', login: true },
  { sample: '/policy', title: '隐私政策', owner: 'remote_account', layout: 'main' },
  { sample: '/agreetment', title: '用户协议', owner: 'remote_account', layout: 'main' },
  { sample: '/recharge', title: 'X钻充值', owner: 'remote_account', layout: 'simple', login: true },
  { sample: '/faq', title: '常见问题', owner: 'remote_account', layout: 'simple' },
  { sample: '/message', title: '系统消息', owner: 'remote_account', layout: 'simple', login: true },
  { sample: '/chat/10001', title: '私信', owner: 'remote_account', layout: 'simple', login: true },
  { sample: '/business', title: '商务合作', owner: 'remote_account', layout: 'simple' },
  { sample: '/gifts', title: '礼包奖励', owner: 'remote_games', layout: 'simple', login: true },
  { sample: '/postpage', title: '发布帖子', owner: 'remote_square', layout: 'simple' },
  { sample: '/commenthistory', title: '我的帖子与评论', owner: 'remote_square', layout: 'simple' },
  { sample: '/post/7', title: '帖子详情', owner: 'remote_square', layout: 'standalone' },
  { sample: '/download', title: '下载', owner: 'remote_games', layout: 'standalone' },
  { sample: '/checkin', title: '每日签到', owner: 'remote_account', layout: 'standalone' },
  { sample: '/activity', title: '活动中心', owner: 'remote_account', layout: 'standalone' },
  { sample: '/activity/101', title: '活动详情', owner: 'remote_account', layout: 'standalone' },
  { sample: '/favorite', title: '我的收藏', owner: 'remote_account', layout: 'simple', login: true },
  { sample: '/kefu', title: '联系客服', owner: 'remote_account', layout: 'simple' },
  { sample: '/kefu/desk', title: '客服工作台', owner: 'remote_account', layout: 'simple', login: true },
  // Issue 16: the ops status page (staff only; a player sees 仅限运营人员访问).
  { sample: '/ops/status', title: '运维状态', owner: 'remote_account', layout: 'standalone', login: true },
  { sample: '/readhistory', title: '阅读记录', owner: 'remote_reading', layout: 'standalone', login: true },
  { sample: '/subscriblist', title: '我的订阅', owner: 'remote_reading', layout: 'standalone', login: true },
  { sample: '/readbook/3/12', title: '阅读', owner: 'remote_reading', layout: 'standalone' },
  { sample: '/bookmenu/3', title: '目录', owner: 'remote_reading', layout: 'standalone' },
  { sample: '/bookinfo/3', title: '书籍详情', owner: 'remote_reading', layout: 'standalone' },
  { sample: '/game/1001/reviews', title: '玩家评价', owner: 'remote_games', layout: 'main' },
  { sample: '/rank', title: '排行榜', owner: 'remote_games', layout: 'main' },
  // Issue 18: pre-registration, followed games, collections.
  { sample: '/upcoming', title: '新游预约', owner: 'remote_games', layout: 'main' },
  { sample: '/followgames', title: '我关注的游戏', owner: 'remote_games', layout: 'main', login: true },
  { sample: '/collections', title: '游戏单', owner: 'remote_games', layout: 'main' },
  { sample: '/collection/1', title: '游戏单', owner: 'remote_games', layout: 'main' },
  { sample: '/collection/edit', title: '编辑游戏单', owner: 'remote_games', layout: 'simple', login: true },
];
