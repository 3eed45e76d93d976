import { ApiError, deleteMessage, ERROR_TEXT, generalMessage, updateMessage } from '../lib/errors';

/**
 * The outbox's action names, agreed between the features that queue rows and the replayer that
 * reports a refused row with the SPEC 8 text for that kind of change. Features pass these as
 * `Change.action`; an unknown name still works and is reported with the general text.
 */
export const ACTIONS = {
  setBookingStatus: 'setBookingStatus',
  createOffer: 'createOffer',
  updateOffer: 'updateOffer',
  deleteOffer: 'deleteOffer',
  createTeamMember: 'createTeamMember',
  updateTeamMember: 'updateTeamMember',
  deleteTeamMember: 'deleteTeamMember',
  addLabImages: 'addLabImages',
  deleteLabImage: 'deleteLabImage',
  createSubCategory: 'createSubCategory',
  createServiceType: 'createServiceType',
  updateService: 'updateService',
  createClient: 'createClient',
  createAddress: 'createAddress',
  createVendor: 'createVendor',
  updateVendor: 'updateVendor',
  markNotificationRead: 'markNotificationRead',
  markAllNotificationsRead: 'markAllNotificationsRead',
  deleteNotification: 'deleteNotification',
  deleteAllNotifications: 'deleteAllNotifications',
} as const;

export type ActionName = (typeof ACTIONS)[keyof typeof ACTIONS];

type MessageRule = 'bookingStatus' | 'update' | 'deleteOffer' | 'deleteNotification' | 'general';

/** SPEC 8: which catalogue rule words a refused change of each action. */
const ACTION_MESSAGE_RULE: Record<ActionName, MessageRule> = {
  setBookingStatus: 'bookingStatus',
  createOffer: 'general',
  updateOffer: 'general',
  deleteOffer: 'deleteOffer',
  createTeamMember: 'general',
  updateTeamMember: 'general',
  deleteTeamMember: 'deleteOffer',
  addLabImages: 'general',
  deleteLabImage: 'deleteOffer',
  createSubCategory: 'general',
  createServiceType: 'general',
  updateService: 'update',
  createClient: 'general',
  createAddress: 'general',
  createVendor: 'general',
  updateVendor: 'update',
  markNotificationRead: 'general',
  markAllNotificationsRead: 'general',
  // SPEC 8 as written: one delete falls back to the offer text, delete-all to the notification text.
  deleteNotification: 'deleteOffer',
  deleteAllNotifications: 'deleteNotification',
};

function isActionName(name: string): name is ActionName {
  return Object.prototype.hasOwnProperty.call(ACTION_MESSAGE_RULE, name);
}

/** The SPEC 8 text for a refused change of the given action. */
export function refusalMessage(action: string, err: unknown): string {
  const rule: MessageRule = isActionName(action)
    ? ACTION_MESSAGE_RULE[action]
    : action.startsWith('delete')
      ? 'deleteOffer'
      : 'general';
  switch (rule) {
    case 'bookingStatus':
      // SPEC 8: the server's answer, else 'Bad Request'; only vendor and service updates keep the
      // first `errors` entry rather than the message.
      if (err instanceof ApiError && err.kind === 'http') {
        return err.serverMessage ?? err.firstError ?? ERROR_TEXT.badRequest;
      }
      return updateMessage(err);
    case 'update':
      return updateMessage(err);
    case 'deleteOffer':
      return deleteMessage(err, ERROR_TEXT.deleteOffer);
    case 'deleteNotification':
      return deleteMessage(err, ERROR_TEXT.deleteNotification);
    default:
      return generalMessage(err);
  }
}
