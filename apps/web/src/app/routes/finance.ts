import { expensesMessages } from '../../features/expenses/messages';
import { invoicesMessages } from '../../features/invoices/messages';
import { paymentsMessages } from '../../features/payments/messages';
import { servicesMessages } from '../../features/services/messages';
import { stockMessages } from '../../features/stock/messages';
import { page, type Def } from '../route-page';

/** The money behind login: invoices, payments, expenses, services and packs (spec §2). */
export const financeRoutes: Def[] = [
  {
    path: 'invoices',
    handle: { name: 'InvoicesRoot', crumb: 'routes.invoices' },
    children: [
      {
        index: true,
        handle: { name: 'Invoices' },
        lazy: page(
          () => import('../../features/invoices/pages/invoices-page'),
          'InvoicesPage',
          invoicesMessages,
        ),
      },
      {
        path: 'add_new_invoice',
        handle: { name: 'AddNewInvoice', crumb: 'routes.addNewInvoice' },
        lazy: page(
          () => import('../../features/invoices/pages/add-new-invoice-page'),
          'AddNewInvoicePage',
          invoicesMessages,
        ),
      },
      {
        path: ':id',
        handle: { name: 'Invoice', crumb: 'routes.invoice' },
        // app/pages: the document with the payments feature's «what it still owes» on an issued FT.
        lazy: page(() => import('../pages/invoice-page'), 'InvoicePage', [
          invoicesMessages,
          paymentsMessages,
        ]),
      },
    ],
  },
  {
    path: 'services',
    handle: { name: 'ServicesRoot', crumb: 'routes.services' },
    children: [
      {
        index: true,
        handle: { name: 'Services' },
        // app/pages: the catalogue with the stock feature's «Stock baixo».
        lazy: page(() => import('../pages/services-page'), 'ServicesPage', [servicesMessages, stockMessages]),
      },
      {
        path: ':id',
        handle: { name: 'Service', crumb: 'routes.service' },
        // app/pages: the service with the stock feature's panel on a product.
        lazy: page(() => import('../pages/service-page'), 'ServicePage', [servicesMessages, stockMessages]),
      },
    ],
  },
  {
    path: 'service-packs/:id',
    handle: { name: 'ServicePack', crumb: 'routes.servicePack' },
    lazy: page(
      () => import('../../features/services/pages/service-pack-page'),
      'ServicePackPage',
      servicesMessages,
    ),
  },
  {
    path: 'service-pack-sales/:id',
    handle: { name: 'ServicePackSale', crumb: 'routes.servicePackSale' },
    lazy: page(
      () => import('../../features/services/pages/service-pack-sale-page'),
      'ServicePackSalePage',
      servicesMessages,
    ),
  },
  {
    path: 'payments',
    handle: { name: 'PaymentsRoot', crumb: 'routes.payments' },
    children: [
      {
        index: true,
        handle: { name: 'Payments' },
        lazy: page(
          () => import('../../features/payments/pages/payments-page'),
          'PaymentsPage',
          paymentsMessages,
        ),
      },
      {
        // The daily cash close (issue 38): guards.ts opens it to whoever has cash_closes:read.
        path: 'cash-close',
        handle: { name: 'CashClose', crumb: 'routes.cashClose' },
        lazy: page(
          () => import('../../features/payments/pages/cash-close-page'),
          'CashClosePage',
          paymentsMessages,
        ),
      },
      {
        path: 'add_new_payment',
        handle: { name: 'AddNewPayment', crumb: 'routes.addNewPayment' },
        lazy: page(
          () => import('../../features/payments/pages/add-new-payment-page'),
          'AddNewPaymentPage',
          paymentsMessages,
        ),
      },
      {
        path: ':id',
        handle: { name: 'Payment', crumb: 'routes.payment' },
        lazy: page(
          () => import('../../features/payments/pages/payment-page'),
          'PaymentPage',
          paymentsMessages,
        ),
      },
    ],
  },
  {
    // Expenses (issue 27): guards.ts opens them to whoever has expenses:list_all (managers, granted professionals).
    path: 'expenses',
    handle: { name: 'ExpensesRoot', crumb: 'routes.expenses' },
    children: [
      {
        index: true,
        handle: { name: 'Expenses' },
        lazy: page(
          () => import('../../features/expenses/pages/expenses-page'),
          'ExpensesPage',
          expensesMessages,
        ),
      },
      {
        path: 'add_new_expense',
        handle: { name: 'AddNewExpense', crumb: 'routes.addNewExpense' },
        lazy: page(
          () => import('../../features/expenses/pages/add-new-expense-page'),
          'AddNewExpensePage',
          expensesMessages,
        ),
      },
      {
        path: ':id',
        handle: { name: 'Expense', crumb: 'routes.expense' },
        lazy: page(
          () => import('../../features/expenses/pages/expense-page'),
          'ExpensePage',
          expensesMessages,
        ),
      },
    ],
  },
];
