/** The week across the bars a person owns or manages (the header's bar menu opens it). */
export const GROUP_WEEK_PATH = '/group-week';
