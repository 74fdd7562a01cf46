//! Dalvik method events (`qtrace.method`).

use super::{TraceWriter, METHOD};
use crate::method::MethodRecord;

impl TraceWriter {
    /// Records a Dalvik method event (`qtrace.method`); the time is raised if it does not advance.
    pub fn record_method(&mut self, time: u64, addr: u32, pid: u32, call_type: u32) {
        let prev = self.method_enc.prev_time();
        let t = if time <= prev {
            self.adjust.method_times += 1;
            prev + 1
        } else {
            time
        };
        let rec = MethodRecord {
            time: t,
            addr,
            pid,
            call_type,
        };
        self.method_enc.put(&mut self.bufs[METHOD], &rec);
        self.maybe_send(METHOD);
    }
}
