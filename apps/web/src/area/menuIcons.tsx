import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { MenuIcon } from './menu';

const icons: Record<MenuIcon, typeof SvgIcon> = {
  home: HomeOutlined,
  shipments: SendOutlined,
  search: SearchOutlined,
  balance: AccountBalanceWalletOutlined,
  'payment-orders': ReceiptLongOutlined,
  contract: HandshakeOutlined,
  quotation: RequestQuoteOutlined,
  trade: LocalShippingOutlined,
  import: FileDownloadOutlined,
  export: FileUploadOutlined,
  pending: PendingActionsOutlined,
  exchange: CurrencyExchangeOutlined,
  liquidate: PaidOutlined,
  dispatch: AssignmentTurnedInOutlined,
  document: DescriptionOutlined,
  rde: ArticleOutlined,
  authorize: TaskAltOutlined,
  treasury: AccountBalanceOutlined,
  'bills-to-pay': PaymentsOutlined,
  'bills-to-receive': SavingsOutlined,
  'back-to-back': SwapHorizOutlined,
  'exchange-contracted': AssignmentOutlined,
  'exchange-to-hire': CalendarMonthOutlined,
  admin: AdminPanelSettingsOutlined,
  users: PeopleAltOutlined,
  profiles: BadgeOutlined,
  'access-requests': HowToRegOutlined,
  audit: ManageSearchOutlined,
};

/** The icon of a menu entry (decorative: the entry's title names it). */
export function MenuItemIcon({
  icon,
  fontSize = 'small',
}: {
  icon?: MenuIcon;
  fontSize?: 'small' | 'medium';
}) {
  if (!icon) return null;
  const Icon = icons[icon];
  return <Icon fontSize={fontSize} aria-hidden />;
}
