//! Arguments read from JavaScript values, every one checked: whole
//! numbers in range, an options object's fields by name.

use duck_variants::core::perft::StopReason;
use js_sys::{BigInt, Function, Int32Array, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::error::{Kind, js_error};

/// A whole number from 0 to `max`, or an [`Kind::Argument`] error naming
/// `what`.
pub(crate) fn whole(value: f64, max: f64, what: &str) -> Result<f64, JsValue> {
    if value.is_finite() && value >= 0.0 && value.fract() == 0.0 && value <= max {
        Ok(value)
    } else {
        Err(js_error(
            Kind::Argument,
            format_args!("{what} must be a whole number from 0 to {}", max as u64),
        ))
    }
}

/// The field `name` of an options object (`undefined` when absent or when
/// there is no object).
fn field(options: &JsValue, name: &str) -> Result<JsValue, JsValue> {
    if options.is_undefined() || options.is_null() {
        return Ok(JsValue::UNDEFINED);
    }
    if !options.is_object() {
        return Err(js_error(Kind::Argument, "the options must be an object"));
    }
    Reflect::get(options, &JsValue::from_str(name))
}

/// A whole-number field, at most `max`.
fn whole_field(options: &JsValue, name: &str, max: f64) -> Result<Option<f64>, JsValue> {
    let value = field(options, name)?;
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    match value.as_f64() {
        Some(number) => whole(number, max, name).map(Some),
        None => Err(js_error(
            Kind::Argument,
            format_args!("{name} must be a number"),
        )),
    }
}

/// How a perft count is bounded, read from its options object.
pub(crate) struct PerftSettings {
    /// The node budget.
    pub max_nodes: Option<u128>,
    /// The table's size in bytes (0: none).
    pub hash_bytes: usize,
    /// The deadline, in `Date.now()` milliseconds.
    pub deadline: Option<f64>,
    /// The cancel flag (element 0 not 0: stop).
    pub cancel: Option<Int32Array>,
    /// The caller's stop check.
    pub should_stop: Option<Function>,
}

/// The largest table: half of wasm32's four gigabytes of memory.
const MAX_HASH_BYTES: f64 = 2_147_483_648.0;

impl PerftSettings {
    /// Reads `{ maxNodes, hashBytes, maxMillis, cancel, shouldStop }`.
    pub(crate) fn read(options: &JsValue) -> Result<PerftSettings, JsValue> {
        let nodes = field(options, "maxNodes")?;
        let max_nodes = if nodes.is_undefined() || nodes.is_null() {
            None
        } else if let Some(big) = nodes.dyn_ref::<BigInt>() {
            let text: String = big.to_string(10).map_err(JsValue::from)?.into();
            Some(text.parse::<u128>().map_err(|_| {
                js_error(
                    Kind::Argument,
                    format_args!("maxNodes must be from 0 to 2^128-1, not {text}"),
                )
            })?)
        } else {
            whole_field(options, "maxNodes", 9_007_199_254_740_991.0)?.map(|n| n as u128)
        };
        let hash_bytes =
            whole_field(options, "hashBytes", MAX_HASH_BYTES)?.map_or(0, |n| n as usize);
        let deadline = whole_field(options, "maxMillis", 1e15)?.map(|ms| js_sys::Date::now() + ms);
        let cancel = field(options, "cancel")?;
        let cancel = if cancel.is_undefined() || cancel.is_null() {
            None
        } else {
            let array = cancel
                .dyn_into::<Int32Array>()
                .map_err(|_| js_error(Kind::Argument, "cancel must be an Int32Array"))?;
            if array.length() == 0 {
                return Err(js_error(
                    Kind::Argument,
                    "cancel must have at least one element",
                ));
            }
            Some(array)
        };
        let stop = field(options, "shouldStop")?;
        let should_stop = if stop.is_undefined() || stop.is_null() {
            None
        } else {
            Some(
                stop.dyn_into::<Function>()
                    .map_err(|_| js_error(Kind::Argument, "shouldStop must be a function"))?,
            )
        };
        Ok(PerftSettings {
            max_nodes,
            hash_bytes,
            deadline,
            cancel,
            should_stop,
        })
    }

    /// Whether the count has anything to check besides its node budget.
    pub(crate) fn checks(&self) -> bool {
        self.deadline.is_some() || self.cancel.is_some() || self.should_stop.is_some()
    }

    /// Why the count must stop now, if it must; an exception thrown by
    /// `shouldStop` is kept in `thrown` and stops the count.
    pub(crate) fn stop_now(&self, thrown: &mut Option<JsValue>) -> Option<StopReason> {
        if self
            .deadline
            .is_some_and(|deadline| js_sys::Date::now() >= deadline)
        {
            return Some(StopReason::TimeLimit);
        }
        if self
            .cancel
            .as_ref()
            .is_some_and(|flag| flag.get_index(0) != 0)
        {
            return Some(StopReason::Cancelled);
        }
        let check = self.should_stop.as_ref()?;
        match check.call0(&JsValue::UNDEFINED) {
            Ok(answer) => answer.is_truthy().then_some(StopReason::Cancelled),
            Err(error) => {
                *thrown = Some(error);
                Some(StopReason::Cancelled)
            }
        }
    }
}
